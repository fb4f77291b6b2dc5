//! The game-derived part of a game page (the board and the decision panel)
//! kept for the next request that would render it the same.
//!
//! That part depends only on `(game, seq, viewer, language, choice on the
//! board)` (and the players' names): the log is append-only, so a sequence number names one state
//! forever. Every request still reads the game row, and the row's `seq` is
//! the truth; a key whose `seq` has passed is simply never asked for again
//! and ages out. So several instances, each with its own cache, stay
//! correct without talking to each other. Rendering a board is most of a
//! page's cost (a Carolingi board is ~50 KB of SVG), and a waiting player's
//! page is typically asked for many times between two moves (the page, its
//! refreshes, the other players and onlookers).

use crate::history::recap::Recap;
use crate::support::i18n::Lang;
use crate::web::boards::Picking;
use crate::web::gzip_pieces::Piece;
use flate2::Compression;
use quick_cache::sync::Cache;
use quick_cache::Weighter;
use scriptorium_games::Viewer;
use std::sync::Arc;
use uuid::Uuid;

/// One heading of the decision panel and the choices under it (a value
/// and its words each).
#[derive(Debug, Clone)]
pub struct ChoiceGroup {
    pub group: String,
    pub heading: String,
    pub choices: Vec<(String, String)>,
}

/// Who the part was drawn for: the redaction and the offered actions depend
/// on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ViewerKey {
    Seat(u8),
    Spectator,
    Everything,
}

/// A digest of the names a board is drawn with (part of the key).
pub fn names_digest(names: &[String]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    names.hash(&mut hasher);
    hasher.finish()
}

impl From<Viewer> for ViewerKey {
    fn from(viewer: Viewer) -> Self {
        match viewer {
            Viewer::Seat(seat) => ViewerKey::Seat(seat.0),
            Viewer::Spectator => ViewerKey::Spectator,
            Viewer::Everything => ViewerKey::Everything,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RenderKey {
    pub game: Uuid,
    pub seq: i64,
    pub viewer: ViewerKey,
    pub lang: Lang,
    /// The players' names as drawn: a deleted account's name changes
    /// without a move.
    pub names: u64,
    /// What the part shows: the live page with this board choice (`?pick=`),
    /// or a history step.
    pub what: Part,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Part {
    Page { pick: String },
    HistoryBoard,
}

/// The rendered part.
#[derive(Debug, Clone, Default)]
pub struct Rendered {
    pub board: String,
    pub groups: Vec<ChoiceGroup>,
    pub picking: Option<Picking>,
    /// The board choice in the address led nowhere and was dropped.
    pub pick_dropped: bool,
    /// The board compressed, for the pages that take gzip.
    pub board_gzip: Option<Piece>,
    /// Each kind of action offered (on the board or by a button), its
    /// heading and where the rules explain it.
    pub rules_links: Vec<(String, String)>,
}

impl Rendered {
    /// With the board compressed once, at `level`: a live page's board is
    /// asked for many times and can afford a level a per-request
    /// compression could not; a history step's is mostly seen once.
    pub fn with_gzipped_board(self, level: Compression) -> Rendered {
        Rendered {
            board_gzip: Some(Piece::compress(self.board.as_bytes(), level)),
            ..self
        }
    }
}

#[derive(Clone)]
struct ByBytes;

impl Weighter<RenderKey, Arc<Rendered>> for ByBytes {
    fn weight(&self, key: &RenderKey, value: &Arc<Rendered>) -> u64 {
        let pick = match &key.what {
            Part::Page { pick } => pick.len(),
            Part::HistoryBoard => 0,
        };
        let groups: usize = value
            .groups
            .iter()
            .flat_map(|group| &group.choices)
            .map(|(json, label)| json.len() + label.len() + 48)
            .sum();
        let gzipped = value.board_gzip.as_ref().map_or(0, Piece::len);
        (value.board.len() + gzipped + groups + pick + 256) as u64
    }
}

/// Bounded by the bytes it holds, shared by the instance's workers.
pub struct RenderCache {
    cache: Cache<RenderKey, Arc<Rendered>, ByBytes>,
    /// What the others did since a seat's last decision, by (game, seq,
    /// seat, language, names): read and told once per move.
    recaps: Cache<RecapKey, Arc<Recap>>,
}

/// Whose recap, at which point of the game, in which words.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RecapKey {
    pub game: Uuid,
    pub seq: i64,
    pub seat: u8,
    pub lang: Lang,
    pub names: u64,
}

/// Recaps kept: the seats on turn of the games of a busy hour.
const RECAPS: usize = 4_096;

/// About 600 Carolingi boards, or many more of the others: the live games
/// of a busy hour, within the memory the service aims to stay under.
const CAPACITY_BYTES: u64 = 32 * 1024 * 1024;
const ESTIMATED_ITEMS: usize = 2_048;

impl Default for RenderCache {
    fn default() -> Self {
        RenderCache::with_capacity(CAPACITY_BYTES)
    }
}

impl RenderCache {
    pub fn with_capacity(bytes: u64) -> RenderCache {
        RenderCache {
            cache: Cache::with_weighter(ESTIMATED_ITEMS, bytes, ByBytes),
            recaps: Cache::new(RECAPS),
        }
    }

    /// The bytes held now (as the weigher counts them).
    pub fn weight(&self) -> u64 {
        self.cache.weight()
    }

    /// The part for `key`, rendered by `render` only if no one did yet.
    pub fn get_or_render<E>(
        &self,
        key: RenderKey,
        render: impl FnOnce() -> Result<Rendered, E>,
    ) -> Result<Arc<Rendered>, E> {
        self.cache
            .get_or_insert_with(&key, || render().map(Arc::new))
    }

    /// The recap for `key`, if one was told.
    pub fn recap(&self, key: &RecapKey) -> Option<Arc<Recap>> {
        self.recaps.get(key)
    }

    pub fn keep_recap(&self, key: RecapKey, recap: Arc<Recap>) {
        self.recaps.insert(key, recap);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    fn key(seq: i64, viewer: ViewerKey, pick: &str) -> RenderKey {
        RenderKey {
            game: Uuid::nil(),
            seq,
            viewer,
            lang: Lang::ENGLISH,
            names: names_digest(&["anna".to_owned(), "bob".to_owned()]),
            what: Part::Page {
                pick: pick.to_owned(),
            },
        }
    }

    #[test]
    fn a_part_is_rendered_once_per_key_and_again_for_any_other() {
        let cache = RenderCache::with_capacity(1 << 20);
        let renders = Cell::new(0);
        let render = |board: &str| {
            renders.set(renders.get() + 1);
            Ok::<_, ()>(Rendered {
                board: board.to_owned(),
                ..Rendered::default()
            })
        };
        let first = cache
            .get_or_render(key(7, ViewerKey::Seat(0), ""), || render("a"))
            .unwrap();
        let again = cache
            .get_or_render(key(7, ViewerKey::Seat(0), ""), || render("b"))
            .unwrap();
        assert_eq!((first.board.as_str(), again.board.as_str()), ("a", "a"));
        assert_eq!(renders.get(), 1);
        // A move on, another seat, another choice: each its own rendering.
        for other in [
            key(8, ViewerKey::Seat(0), ""),
            key(7, ViewerKey::Seat(1), ""),
            key(7, ViewerKey::Spectator, ""),
            key(7, ViewerKey::Seat(0), "sq:c3"),
        ] {
            cache.get_or_render(other, || render("c")).unwrap();
        }
        assert_eq!(renders.get(), 5);
    }

    #[test]
    fn a_failed_rendering_is_not_kept() {
        let cache = RenderCache::with_capacity(1 << 20);
        assert!(cache
            .get_or_render(key(1, ViewerKey::Spectator, ""), || Err::<Rendered, _>(
                "no"
            ))
            .is_err());
        let part = cache
            .get_or_render(key(1, ViewerKey::Spectator, ""), || {
                Ok::<_, &str>(Rendered::default())
            })
            .unwrap();
        assert!(part.board.is_empty());
    }

    #[test]
    fn the_cache_holds_no_more_than_its_bytes() {
        let cache = RenderCache::with_capacity(64 * 1024);
        for seq in 0..200 {
            cache
                .get_or_render(key(seq, ViewerKey::Spectator, ""), || {
                    Ok::<_, ()>(Rendered {
                        board: "x".repeat(4096),
                        ..Rendered::default()
                    })
                })
                .unwrap();
        }
        assert!(cache.weight() <= 64 * 1024, "{} bytes held", cache.weight());
    }
}
