//! Victory conditions (3.5), shown at each plenary court, checked by a
//! declaration of peace, and counted at the end of the sundial year.

use super::majority::{controlled_countries, controls, present};
use super::map::RegionId;
pub use super::state::ScoreSheet;
use super::state::{State, MAX_TROPHIES};
use crate::core::{RankKey, Seat};

pub const EXPANSION_COUNTRIES: usize = 6;
pub const DEVELOPMENT_MARKERS_NEEDED: u32 = 6;
pub const PARTISANS_NEEDED: u8 = 12;
/// Points a declaration of peace needs (base game).
pub const PEACE_POINTS: u8 = 3;

pub fn score_sheet(state: &State, seat: Seat) -> ScoreSheet {
    let controlled: Vec<_> = controlled_countries(state, seat).collect();
    let development_markers: u32 = controlled
        .iter()
        .filter_map(|&c| state.country(c))
        .map(|c| u32::from(c.development))
        .sum();
    let partisans_on_board = state.partisans_on_board(seat);
    let trophies = state.player(seat).map(|p| p.trophies).unwrap_or(0);
    let most_trophies = state
        .players
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat.index())
        .all(|(_, p)| trophies > p.trophies);
    let glory = trophies >= MAX_TROPHIES || (trophies > 0 && most_trophies);
    let regions: Vec<RegionId> = state
        .regions_in_play()
        .filter(|&r| unified(state, r, seat))
        .collect();
    let expansion = controlled.len() >= EXPANSION_COUNTRIES;
    let development = development_markers >= DEVELOPMENT_MARKERS_NEEDED;
    let many_partisans = partisans_on_board >= PARTISANS_NEEDED;
    let palace = palace_point(state, seat);
    let points = [expansion, development, many_partisans, glory, palace]
        .iter()
        .filter(|&&b| b)
        .count()
        + regions.len();
    ScoreSheet {
        seat,
        expansion,
        development,
        many_partisans,
        glory,
        regions,
        palace,
        points: points as u8,
        partisans_on_board,
        controlled: controlled.len() as u8,
        development_markers: development_markers.min(255) as u8,
        trophies,
    }
}

/// "il contrôle tous les pays non boisés d'une région ... et qu'au moins un de
/// ses partisans se trouve dans le pays boisé de la région".
pub fn unified(state: &State, region: RegionId, seat: Seat) -> bool {
    region.info().countries.iter().all(|&c| {
        if state.is_forest(c) {
            present(state, c, seat)
        } else {
            controls(state, c, seat)
        }
    })
}

pub fn all_sheets(state: &State) -> Vec<ScoreSheet> {
    state.seat_list().map(|s| score_sheet(state, s)).collect()
}

/// A seat's ranking key, compared term by term: a successful declaration of
/// peace first (5.8: the declarer « peut terminer la partie en vainqueur »,
/// whatever the others' points), then as at the sundial's end (3.5): points,
/// then partisans on the board (« Si plusieurs Carolingiens sont à égalité,
/// déterminez-les en comparant le nombre de partisans sur le plateau »), then
/// controlled countries (« Si l'égalité persiste, c'est le nombre de pays
/// contrôlés qui les départage »). After a peace the others rank as at the
/// sundial: the rulebook names only the winner (the site's reading).
pub fn rank_key(sheet: &ScoreSheet, peace_by: Option<Seat>) -> RankKey {
    RankKey(vec![
        i64::from(peace_by == Some(sheet.seat)),
        i64::from(sheet.points),
        i64::from(sheet.partisans_on_board),
        i64::from(sheet.controlled),
    ])
}

/// The winners at the sundial's end: the greatest [`rank_key`] (most points,
/// then most partisans on the board, then most controlled countries); a
/// remaining tie shares the win.
pub fn winners(sheets: &[ScoreSheet]) -> Vec<Seat> {
    let best = sheets.iter().map(|s| rank_key(s, None)).max();
    sheets
        .iter()
        .filter(|s| Some(rank_key(s, None)) == best)
        .map(|s| s.seat)
        .collect()
}

// ---- Victory (6.2.2) ----

/// "Le Carolingien marque 1 point s'il a revendiqué une patrie".
pub fn palace_point(state: &State, seat: Seat) -> bool {
    state.options.advanced && state.homeland_of(seat).is_some()
}

/// Declare peace: three conditions in the base game; in the advanced game a
/// homeland and three conditions besides the palace.
pub fn peace_reached(state: &State, sheet: &ScoreSheet) -> bool {
    if state.options.advanced {
        sheet.palace && sheet.points.saturating_sub(1) >= PEACE_POINTS
    } else {
        sheet.points >= PEACE_POINTS
    }
}
