//! The latest folded state of each game this instance has read or moved,
//! so that a read (a page, the API's game, a move's decision) can leave the
//! state out when the row says it has not changed.
//!
//! The state stored on the game row is a pure function of `(game, seq)`:
//! the log is append-only, so a sequence number names one state forever.
//! A page read tells the database which `seq` this instance already holds
//! the state of; the row sends its state only when its `seq` differs (see
//! `store::games::load_for`). The row's `seq` stays the truth, so several
//! instances, each with its own cache, stay correct without talking to each
//! other. A move keeps the state it wrote, so the player's next page and
//! the next move start from it. This spares detoasting the state, sending it
//! as JSON text and parsing it again into a `Value` (tens of KB for
//! Carolingi).

use quick_cache::sync::Cache;
use quick_cache::Weighter;
use serde_json::Value;
use std::sync::Arc;
use uuid::Uuid;

/// A game's state at one sequence number.
#[derive(Clone)]
pub struct HeldState {
    pub seq: i64,
    pub state: Arc<Value>,
    /// What the state weighs, counted once when it is kept.
    bytes: u64,
}

#[derive(Clone)]
struct ByBytes;

impl Weighter<Uuid, HeldState> for ByBytes {
    fn weight(&self, _game: &Uuid, held: &HeldState) -> u64 {
        held.bytes
    }
}

/// About the memory of a few thousand live games' states; bounded by bytes.
const CAPACITY_BYTES: u64 = 16 * 1024 * 1024;
const ESTIMATED_ITEMS: usize = 4_096;

pub struct StateCache {
    cache: Cache<Uuid, HeldState, ByBytes>,
}

impl Default for StateCache {
    fn default() -> Self {
        StateCache::with_capacity(CAPACITY_BYTES)
    }
}

impl StateCache {
    pub fn with_capacity(bytes: u64) -> StateCache {
        StateCache {
            cache: Cache::with_weighter(ESTIMATED_ITEMS, bytes, ByBytes),
        }
    }

    /// The state this instance holds for `game`, if any.
    pub fn held(&self, game: Uuid) -> Option<HeldState> {
        self.cache.get(&game)
    }

    /// Keeps `state` as the game's state at `seq`, unless a later one is
    /// already held (two requests may race; the later state wins).
    pub fn keep(&self, game: Uuid, seq: i64, state: Arc<Value>) {
        if self.held(game).is_some_and(|held| held.seq >= seq) {
            return;
        }
        let bytes = approximate_bytes(&state) + 64;
        self.cache.insert(game, HeldState { seq, state, bytes });
    }

    /// The state of a game whose row was read leaving its state out when
    /// at `held`'s seq: the `fresh` one the read brought (kept for next
    /// time) or the one held. `None` when the game has no state (not started).
    pub fn settle(
        &self,
        game: Uuid,
        seq: i64,
        fresh: Option<Value>,
        held: Option<HeldState>,
    ) -> Option<Arc<Value>> {
        match (fresh, held) {
            (Some(fresh), _) => {
                let fresh = Arc::new(fresh);
                self.keep(game, seq, fresh.clone());
                Some(fresh)
            }
            (None, Some(held)) if held.seq == seq => Some(held.state),
            (None, _) => None,
        }
    }

    /// The bytes held now (as the weigher counts them).
    pub fn weight(&self) -> u64 {
        self.cache.weight()
    }
}

/// Roughly what a `Value` occupies in memory: its strings plus a node each.
fn approximate_bytes(value: &Value) -> u64 {
    const NODE: u64 = 32;
    match value {
        Value::String(text) => NODE + text.len() as u64,
        Value::Array(items) => NODE + items.iter().map(approximate_bytes).sum::<u64>(),
        Value::Object(fields) => {
            NODE + fields
                .iter()
                .map(|(key, value)| key.len() as u64 + approximate_bytes(value))
                .sum::<u64>()
        }
        _ => NODE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_later_state_replaces_an_earlier_one_and_never_the_reverse() {
        let cache = StateCache::with_capacity(1 << 20);
        let game = Uuid::new_v4();
        cache.keep(game, 5, Arc::new(json!({"round": 5})));
        cache.keep(game, 7, Arc::new(json!({"round": 7})));
        cache.keep(game, 6, Arc::new(json!({"round": 6})));
        let held = cache.held(game).expect("held");
        assert_eq!((held.seq, &*held.state), (7, &json!({"round": 7})));
        assert!(cache.held(Uuid::new_v4()).is_none());
    }

    #[test]
    fn a_read_is_settled_with_the_held_state_only_at_its_own_seq() {
        let cache = StateCache::with_capacity(1 << 20);
        let game = Uuid::new_v4();
        // A fresh state is used and kept.
        let fresh = cache.settle(game, 4, Some(json!({"at": 4})), None);
        assert_eq!(fresh.as_deref(), Some(&json!({"at": 4})));
        let held = cache.held(game);
        assert_eq!(held.as_ref().map(|held| held.seq), Some(4));
        // The read left the state out because the row is where the held one is.
        assert_eq!(
            cache.settle(game, 4, None, held.clone()).as_deref(),
            Some(&json!({"at": 4}))
        );
        // The row moved on (and still no state came, as for a game not
        // started): the held state is not the game's.
        assert_eq!(cache.settle(game, 5, None, held), None);
        assert_eq!(cache.settle(Uuid::new_v4(), 1, None, None), None);
    }

    #[test]
    fn the_cache_holds_no_more_than_its_bytes() {
        let cache = StateCache::with_capacity(64 * 1024);
        for _ in 0..200 {
            cache.keep(
                Uuid::new_v4(),
                1,
                Arc::new(json!({ "tiles": "x".repeat(4096) })),
            );
        }
        assert!(cache.weight() <= 64 * 1024, "{} bytes held", cache.weight());
        assert!(cache.weight() > 0);
    }
}
