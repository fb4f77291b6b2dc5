//! Where the seats of a finished game place, by the service's one rule on
//! top of the rulebooks': a seat that resigned wins nothing and ranks last.
//!
//! The rules name the winners and give every seat its whole ranking key
//! (`Outcome::ranking`: Carolingi's points, then partisans on the board, then
//! controlled countries; each game its own). When a winner resigned, the
//! best of the others by that key win instead, so the rulebook's tie-breaks
//! still decide. The same order serves the stored outcome (the end of the
//! game, an agreed "end now"), the ratings, the players list and the history.

use crate::store::games::{GameRecord, GameStatus};
use scriptorium_games::{Outcome, RankKey, Seat};

/// The seats of `game` that resigned.
pub fn resigned_seats(game: &GameRecord) -> Vec<Seat> {
    game.players
        .iter()
        .filter(|player| player.resigned)
        .filter_map(|player| player.seat.map(|seat| seat.seat()))
        .collect()
}

/// A resigned seat wins nothing: when the rules' winners include one, the
/// best of the others by the rulebook's ranking key win instead (all of
/// them when nothing tells them apart).
pub(crate) fn without_resigned(game: &GameRecord, outcome: Outcome) -> Outcome {
    without(outcome, game.seat_count.get(), &resigned_seats(game))
}

/// [`without_resigned`] for a game of `seats` whose `resigned` seats left.
pub fn without(mut outcome: Outcome, seats: u8, resigned: &[Seat]) -> Outcome {
    outcome.winners.retain(|seat| !resigned.contains(seat));
    if outcome.winners.is_empty() {
        let in_play: Vec<Seat> = Seat::all(seats)
            .filter(|seat| !resigned.contains(seat))
            .collect();
        outcome.winners = outcome.best_among(&in_play);
    }
    outcome
}

/// How a seat finished, best last so that the derived order compares it:
/// a resigned seat below everyone, the winners above everyone, the others
/// between them by their ranking key.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Standing {
    Resigned,
    Beaten(RankKey),
    Won,
}

impl Standing {
    /// How `seat` finished in `outcome` (stored after [`without_resigned`]).
    pub fn of(outcome: &Outcome, seat: Seat, resigned: &[Seat]) -> Standing {
        if resigned.contains(&seat) {
            Standing::Resigned
        } else if outcome.winners.contains(&seat) {
            Standing::Won
        } else {
            Standing::Beaten(outcome.key_of(seat))
        }
    }
}

/// A seat's place in a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub seat: Seat,
    /// From 1; seats nothing tells apart share one, and the next place
    /// skips as many (1, 2, 2, 4).
    pub place: usize,
}

/// Every seat of a finished game of `seats` in order of result: the winners,
/// the others by their ranking key, best first, then the resigned seats;
/// seats that share a place in seat order.
pub fn places(outcome: &Outcome, seats: u8, resigned: &[Seat]) -> Vec<Place> {
    let standings: Vec<(Seat, Standing)> = Seat::all(seats)
        .map(|seat| (seat, Standing::of(outcome, seat, resigned)))
        .collect();
    let mut placed: Vec<Place> = standings
        .iter()
        .map(|(seat, standing)| Place {
            seat: *seat,
            place: 1 + standings
                .iter()
                .filter(|(_, other)| other > standing)
                .count(),
        })
        .collect();
    placed.sort_by_key(|place| (place.place, place.seat));
    placed
}

/// The places of a finished game's seats, in order of result; `None` while
/// it is not finished, and for a game that ended without a winner (called
/// off): nobody placed.
pub fn places_of(game: &GameRecord) -> Option<Vec<Place>> {
    if game.status != GameStatus::Finished {
        return None;
    }
    let outcome: Outcome = serde_json::from_value(game.outcome.clone()?).ok()?;
    if outcome.winners.is_empty() {
        return None;
    }
    Some(places(
        &outcome,
        game.seat_count.get(),
        &resigned_seats(game),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use scriptorium_games::carolingi::scoring::{rank_key, ScoreSheet};

    fn sheet(seat: u8, points: u8, partisans_on_board: u8, controlled: u8) -> ScoreSheet {
        ScoreSheet {
            seat: Seat(seat),
            expansion: false,
            development: false,
            many_partisans: false,
            glory: false,
            regions: vec![],
            palace: false,
            points,
            partisans_on_board,
            controlled,
            development_markers: 0,
            trophies: 0,
        }
    }

    /// The first game: Bert (seat 1) led with two points; Anna
    /// (seat 0) and Cora (seat 2) have one each, Anna with 7 partisans on
    /// the board against Cora's 5 (Cora controls more countries).
    fn carolingi_end() -> Outcome {
        let sheets = [sheet(0, 1, 7, 3), sheet(1, 2, 12, 4), sheet(2, 1, 5, 5)];
        Outcome::ranked(
            sheets.iter().map(|s| i64::from(s.points)).collect(),
            sheets.iter().map(|s| rank_key(s, None)).collect(),
        )
    }

    #[test]
    fn a_resigned_leader_is_replaced_by_the_best_of_the_others_by_the_rulebooks_tie_breaks() {
        let outcome = carolingi_end();
        assert_eq!(outcome.winners, vec![Seat(1)]);
        let after = without(outcome.clone(), 3, &[Seat(1)]);
        assert_eq!(after.winners, vec![Seat(0)], "7 partisans against 5");
        // By points alone, as before, the two would have shared.
        let points_only = Outcome {
            ranking: Vec::new(),
            ..outcome
        };
        assert_eq!(
            without(points_only, 3, &[Seat(1)]).winners,
            vec![Seat(0), Seat(2)]
        );
    }

    #[test]
    fn winners_who_stayed_keep_the_win() {
        let shared = Outcome::ranked(
            vec![3, 3, 1],
            vec![
                RankKey(vec![0, 3, 8, 2]),
                RankKey(vec![0, 3, 8, 2]),
                RankKey(vec![0, 1, 9, 9]),
            ],
        );
        assert_eq!(without(shared, 3, &[Seat(0)]).winners, vec![Seat(1)]);
    }

    #[test]
    fn places_put_the_winners_first_the_others_by_key_and_the_resigned_last() {
        let after = without(carolingi_end(), 3, &[Seat(1)]);
        assert_eq!(
            places(&after, 3, &[Seat(1)]),
            vec![
                Place {
                    seat: Seat(0),
                    place: 1
                },
                Place {
                    seat: Seat(2),
                    place: 2
                },
                Place {
                    seat: Seat(1),
                    place: 3
                },
            ]
        );
        // Nothing ranks the others of a decided end: they share second.
        let decided = Outcome::decided(vec![Seat(2)]);
        let shown: Vec<(u8, usize)> = places(&decided, 4, &[])
            .iter()
            .map(|p| (p.seat.0, p.place))
            .collect();
        assert_eq!(shown, vec![(2, 1), (0, 2), (1, 2), (3, 2)]);
    }

    #[test]
    fn an_outcome_stored_before_the_key_places_by_score() {
        let old: Outcome =
            serde_json::from_value(serde_json::json!({"winners": [2], "scores": [4, 9, 5]}))
                .unwrap();
        let order: Vec<u8> = places(&old, 3, &[Seat(1)])
            .iter()
            .map(|p| p.seat.0)
            .collect();
        assert_eq!(order, vec![2, 0, 1]);
    }
}
