//! The table of each game this instance has shown (its players, ratings,
//! offers, proposal: `store::games::TableView`), kept with the version it
//! was read at, so that the page's read can leave it out while it has not
//! changed (see `store::games::table`). Bounded by bytes; a game asked for
//! no more ages out.

use crate::store::games::HeldTable;
use quick_cache::sync::Cache;
use quick_cache::Weighter;
use uuid::Uuid;

#[derive(Clone)]
struct ByBytes;

impl Weighter<Uuid, HeldTable> for ByBytes {
    fn weight(&self, _game: &Uuid, held: &HeldTable) -> u64 {
        held.bytes()
    }
}

/// A few thousand tables of a few hundred bytes each.
const CAPACITY_BYTES: u64 = 4 * 1024 * 1024;
const ESTIMATED_ITEMS: usize = 4_096;

pub struct TableCache {
    cache: Cache<Uuid, HeldTable, ByBytes>,
}

impl Default for TableCache {
    fn default() -> Self {
        TableCache {
            cache: Cache::with_weighter(ESTIMATED_ITEMS, CAPACITY_BYTES, ByBytes),
        }
    }
}

impl TableCache {
    /// The table this instance holds for `game`, if any.
    pub fn held(&self, game: Uuid) -> Option<HeldTable> {
        self.cache.get(&game)
    }

    /// Keeps the table a read brought. Two requests may race; either
    /// version is one the database had, and a stale one only costs the next
    /// read its table again.
    pub fn keep(&self, game: Uuid, table: HeldTable) {
        self.cache.insert(game, table);
    }
}
