//! Glicko-2 ratings, one per player and game.
//!
//! A finished game is one Glicko-2 *rating period* for each of its players
//! (the `skillratings` crate does the arithmetic). Games of more than two
//! sides count as pairwise results: every side against every other, won by
//! the side ranked higher (`play::ranking::Standing`: a winner over a
//! non-winner, then the rulebook's whole ranking key — Carolingi's points,
//! then partisans on the board, then controlled countries —, a resigned side
//! last), drawn when neither is ahead. Teams (Carolus Magnus with four) are
//! rated as teams: a team plays as one opponent whose rating is its members'
//! mean (deviation: the root mean square of theirs), and each member's own
//! rating moves by the team's results against the other teams.
//!
//! Ratings change in the transaction that ends a game, and each change is
//! kept (`rating_changes`), numbered in the order it was applied, so that
//! replaying every finished game in that order gives the same numbers
//! (`recompute`), and a profile can draw a rating's history.

use crate::games::{team_of, GameEntry, Registry};
use crate::games::{Seats, StoredSeat};
use crate::play::ranking::Standing;
use crate::store::games::GameRecord;
use crate::store::ratings as store;
use scriptorium_games::{Outcome, Seat};
use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use sqlx::PgConnection;
use std::cmp::Ordering;
use std::collections::BTreeMap;
use uuid::Uuid;

/// A rating is provisional until its player has finished this many games of
/// that kind: before that it says little.
pub const PROVISIONAL_GAMES: i32 = 10;

/// A game that a resignation ends before every side took this many decisions
/// of its own is an abort, and rates nobody (lichess does the same): a
/// resignation at once says nothing about how either side plays, and a second
/// account resigning game after game must not raise the first.
pub const DECISIONS_BEFORE_RATED_RESIGNATION: i64 = 2;

pub use crate::store::ratings::Rating;

impl Default for Rating {
    fn default() -> Self {
        let fresh = Glicko2Rating::new();
        Rating {
            rating: fresh.rating,
            deviation: fresh.deviation,
            volatility: fresh.volatility,
            games: 0,
        }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.games < PROVISIONAL_GAMES
    }

    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

/// One seat of a finished game, as the rating sees it.
#[derive(Debug, Clone)]
pub struct Participant {
    pub user: Uuid,
    /// Seats of one side (a team) share it; otherwise the seat itself.
    pub side: u8,
    /// How the seat finished: won, beaten with its ranking key, or resigned
    /// (last, whatever the board says).
    pub standing: Standing,
}

/// How side `a` did against side `b`. A side stands as its lowest member:
/// a team resigns together and wins together, so its members stand alike,
/// and a resignation outweighs all else.
fn compare(a: &[&Participant], b: &[&Participant]) -> Outcomes {
    let standing = |side: &[&Participant]| side.iter().map(|p| p.standing.clone()).min();
    match standing(a).cmp(&standing(b)) {
        Ordering::Greater => Outcomes::WIN,
        Ordering::Less => Outcomes::LOSS,
        Ordering::Equal => Outcomes::DRAW,
    }
}

/// The sides of a game, in order of their number.
fn sides(participants: &[Participant]) -> BTreeMap<u8, Vec<&Participant>> {
    let mut sides: BTreeMap<u8, Vec<&Participant>> = BTreeMap::new();
    for participant in participants {
        sides.entry(participant.side).or_default().push(participant);
    }
    sides
}

/// A side as one opponent: its members' mean rating.
fn composite(members: &[&Participant], before: &BTreeMap<Uuid, Rating>) -> Glicko2Rating {
    let ratings: Vec<Rating> = members
        .iter()
        .map(|member| before.get(&member.user).copied().unwrap_or_default())
        .collect();
    let n = ratings.len().max(1) as f64;
    Glicko2Rating {
        rating: ratings.iter().map(|r| r.rating).sum::<f64>() / n,
        deviation: (ratings.iter().map(|r| r.deviation.powi(2)).sum::<f64>() / n).sqrt(),
        volatility: ratings.iter().map(|r| r.volatility).sum::<f64>() / n,
    }
}

/// Every participant's rating after the game, from their ratings before it.
/// A game of one side (everyone on one team) changes nothing but the count.
pub fn rate(
    participants: &[Participant],
    before: &BTreeMap<Uuid, Rating>,
) -> BTreeMap<Uuid, Rating> {
    let config = Glicko2Config::new();
    let sides = sides(participants);
    let mut after = BTreeMap::new();
    for (side, members) in &sides {
        let results: Vec<(Glicko2Rating, Outcomes)> = sides
            .iter()
            .filter(|(other, _)| *other != side)
            .map(|(_, others)| (composite(others, before), compare(members, others)))
            .collect();
        for member in members {
            let old = before.get(&member.user).copied().unwrap_or_default();
            let new = if results.is_empty() {
                old.glicko()
            } else {
                glicko2_rating_period(&old.glicko(), &results, &config)
            };
            after.insert(
                member.user,
                Rating {
                    rating: new.rating,
                    deviation: new.deviation,
                    volatility: new.volatility,
                    games: old.games + 1,
                },
            );
        }
    }
    after
}

/// The participants of a finished game from its outcome.
pub fn participants(
    kind: &str,
    options: &serde_json::Value,
    seat_count: Seats,
    seated: &[(Uuid, StoredSeat, bool)],
    outcome: &Outcome,
) -> Vec<Participant> {
    let resigned: Vec<Seat> = seated
        .iter()
        .filter(|(_, _, resigned)| *resigned)
        .map(|(_, seat, _)| seat.seat())
        .collect();
    seated
        .iter()
        .map(|(user, seat, _)| Participant {
            user: *user,
            side: team_of(kind, options, seat_count, *seat).unwrap_or(seat.seat().0),
            standing: Standing::of(outcome, seat.seat(), &resigned),
        })
        .collect()
}

/// Rates a game that has just finished, in the transaction that finished it.
/// The players' rating rows are locked in one order (by user id), so two
/// games ending at once with a player in common apply one after the other.
/// A game with a computer player is practice, and goes unrated: a rating
/// says how one plays against people, and beating the easy computer over
/// and over must not raise it. A game with a deleted account is one too: the
/// computer plays that seat on, and a rating row must not bring the deleted
/// person back (on the leaderboard, on a profile).
pub async fn record(tx: &mut PgConnection, game: &GameRecord) -> Result<(), sqlx::Error> {
    if game.players.iter().any(|player| !player.is_person()) {
        return Ok(());
    }
    // A seat that changed hands was played by two people: the game is not
    // rated, for anyone (README, "Ratings").
    if crate::store::games::had_hand_over(tx, game.id).await? {
        return Ok(());
    }
    let Some(outcome) = game
        .outcome
        .as_ref()
        .and_then(|value| serde_json::from_value::<Outcome>(value.clone()).ok())
    else {
        return Ok(());
    };
    let seated: Vec<(Uuid, StoredSeat, bool)> = game
        .players
        .iter()
        .filter_map(|player| {
            player
                .seat
                .map(|seat| (player.user_id, seat, player.resigned))
        })
        .collect();
    let participants = participants(
        &game.kind,
        &game.options,
        game.seat_count,
        &seated,
        &outcome,
    );
    let users: Vec<Uuid> = seated.iter().map(|(user, _, _)| *user).collect();
    let before = store::lock(tx, &game.kind, &users).await?;
    let after = rate(&participants, &before);
    store::save(tx, game.id, &game.kind, &before, &after).await
}

/// Every rating, computed again from the finished games in the order their
/// ratings were applied: equal to the stored ones unless something is wrong.
pub async fn recompute(
    conn: &mut PgConnection,
) -> Result<BTreeMap<(String, Uuid), Rating>, sqlx::Error> {
    let mut ratings: BTreeMap<(String, Uuid), Rating> = BTreeMap::new();
    for game in store::rated_games(conn).await? {
        let participants = participants(
            &game.kind,
            &game.options,
            game.seat_count,
            &game.seated,
            &game.outcome,
        );
        let before: BTreeMap<Uuid, Rating> = participants
            .iter()
            .filter_map(|p| {
                ratings
                    .get(&(game.kind.clone(), p.user))
                    .map(|rating| (p.user, *rating))
            })
            .collect();
        for (user, rating) in rate(&participants, &before) {
            ratings.insert((game.kind.clone(), user), rating);
        }
    }
    Ok(ratings)
}

/// Whether every side of `game` took enough decisions of its own for a
/// resignation to end it rated ([`DECISIONS_BEFORE_RATED_RESIGNATION`]); a
/// team's seats count together.
pub async fn every_side_decided(
    tx: &mut sqlx::PgConnection,
    game: &crate::store::games::GameRecord,
) -> Result<bool, sqlx::Error> {
    let side_of = |seat: StoredSeat| {
        team_of(&game.kind, &game.options, game.seat_count, seat).unwrap_or(seat.seat().0)
    };
    let by_seat = crate::store::games::own_decisions(tx, game.id).await?;
    let mut by_side: BTreeMap<u8, i64> = StoredSeat::all(game.seat_count)
        .map(|seat| (side_of(seat), 0))
        .collect();
    for (seat, decisions) in by_seat {
        *by_side.entry(side_of(seat)).or_default() += decisions;
    }
    Ok(by_side
        .values()
        .all(|decisions| *decisions >= DECISIONS_BEFORE_RATED_RESIGNATION))
}

/// How many players a game's full leaderboard lists (the page and the API).
pub const LEADERBOARD_LENGTH: i64 = 100;
/// How many the overview of every game's leaderboard lists per game.
pub const OVERVIEW_LENGTH: i64 = 10;

/// One place on a leaderboard.
pub struct Place {
    /// From 1.
    pub rank: usize,
    pub username: String,
    pub rating: Rating,
}

/// A game's leaderboard: established ratings first (best first), then
/// provisional ones.
pub struct Leaderboard {
    /// The game kind, as the registry names it.
    pub kind: &'static str,
    pub game_name: &'static str,
    pub places: Vec<Place>,
}

/// The leaderboard of the game of `kind` (`None`: no such game), at most
/// `limit` players long.
pub async fn leaderboard(
    pool: &sqlx::PgPool,
    registry: &Registry,
    kind: &str,
    limit: i64,
) -> Result<Option<Leaderboard>, sqlx::Error> {
    match registry.get(kind) {
        Some(entry) => Ok(Some(leaderboard_of(pool, entry, limit).await?)),
        None => Ok(None),
    }
}

/// Every game's leaderboard, `OVERVIEW_LENGTH` players long.
pub async fn overview(
    pool: &sqlx::PgPool,
    registry: &Registry,
) -> Result<Vec<Leaderboard>, sqlx::Error> {
    let mut boards = Vec::new();
    for entry in registry.all() {
        boards.push(leaderboard_of(pool, entry, OVERVIEW_LENGTH).await?);
    }
    Ok(boards)
}

async fn leaderboard_of(
    pool: &sqlx::PgPool,
    entry: &'static GameEntry,
    limit: i64,
) -> Result<Leaderboard, sqlx::Error> {
    let info = entry.engine.info();
    let places = store::leaderboard(pool, info.id, limit, PROVISIONAL_GAMES)
        .await?
        .into_iter()
        .enumerate()
        .map(|(index, ranked)| Place {
            rank: index + 1,
            username: ranked.username,
            rating: ranked.rating,
        })
        .collect();
    Ok(Leaderboard {
        kind: info.id,
        game_name: info.name,
        places,
    })
}

/// One of a player's ratings, with its history (the rating after each
/// rated game, oldest first).
pub struct PlayerRating {
    /// The game kind.
    pub kind: String,
    pub rating: Rating,
    pub history: Vec<f64>,
}

/// A player's rating in each game they have finished a rated game of.
pub async fn of_user(pool: &sqlx::PgPool, user: Uuid) -> Result<Vec<PlayerRating>, sqlx::Error> {
    Ok(store::of_user(pool, user)
        .await?
        .into_iter()
        .map(|(kind, rating, history)| PlayerRating {
            kind,
            rating,
            history,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(n: u128, side: u8, winner: bool, score: Option<i64>) -> Participant {
        Participant {
            user: Uuid::from_u128(n),
            side,
            standing: if winner {
                Standing::Won
            } else {
                Standing::Beaten(scriptorium_games::RankKey(score.into_iter().collect()))
            },
        }
    }

    #[test]
    fn a_resigned_player_ranks_last_whatever_the_board_says() {
        let mut quitter = player(1, 0, true, Some(90));
        quitter.standing = Standing::Resigned;
        let game = [
            quitter,
            player(2, 1, false, Some(10)),
            player(3, 2, false, Some(5)),
        ];
        let after = rate(&game, &BTreeMap::new());
        let [first, second, third] = [1, 2, 3].map(|n| after[&Uuid::from_u128(n)].rating);
        assert!(second > third && third > first);
    }

    #[test]
    fn the_winner_gains_what_the_loser_loses_between_equals() {
        let game = [player(1, 0, true, Some(30)), player(2, 1, false, Some(20))];
        let after = rate(&game, &BTreeMap::new());
        let (winner, loser) = (after[&Uuid::from_u128(1)], after[&Uuid::from_u128(2)]);
        assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
        assert!((winner.rating - 1500.0 - (1500.0 - loser.rating)).abs() < 1e-9);
        assert!(winner.deviation < 350.0, "a game teaches something");
        assert_eq!((winner.games, loser.games), (1, 1));
    }

    #[test]
    fn beating_a_stronger_player_moves_more_than_beating_a_weaker_one() {
        let strong = Rating {
            rating: 1800.0,
            deviation: 80.0,
            volatility: 0.06,
            games: 30,
        };
        let weak = Rating {
            rating: 1200.0,
            ..strong
        };
        let me = Rating {
            rating: 1500.0,
            ..strong
        };
        let game = [player(1, 0, true, None), player(2, 1, false, None)];
        let gain = |opponent: Rating| {
            let before = BTreeMap::from([(Uuid::from_u128(1), me), (Uuid::from_u128(2), opponent)]);
            rate(&game, &before)[&Uuid::from_u128(1)].rating - me.rating
        };
        assert!(gain(strong) > gain(weak) && gain(weak) > 0.0);
    }

    #[test]
    fn more_players_are_pairwise_results_by_rank() {
        // First, second and third by score; only the first wins.
        let game = [
            player(1, 0, true, Some(50)),
            player(2, 1, false, Some(40)),
            player(3, 2, false, Some(10)),
        ];
        let after = rate(&game, &BTreeMap::new());
        let [first, second, third] = [1, 2, 3].map(|n| after[&Uuid::from_u128(n)].rating);
        assert!(first > second && second > third);
        assert!(
            (second - 1500.0).abs() < 1e-6,
            "one win, one loss between equals"
        );
    }

    /// Carolingi, the leader resigned: Anna and Cora have one point each,
    /// Anna 7 partisans on the board against Cora's 5. The rulebook's
    /// tie-break makes Anna the winner, and Cora second, not Anna's equal.
    #[test]
    fn the_others_rank_by_the_rulebooks_whole_key_not_by_points_alone() {
        use scriptorium_games::{Outcome, RankKey};
        let outcome = crate::play::ranking::without(
            Outcome::ranked(
                vec![1, 2, 1],
                vec![
                    RankKey(vec![0, 1, 7, 3]),
                    RankKey(vec![0, 2, 12, 4]),
                    RankKey(vec![0, 1, 5, 5]),
                ],
            ),
            3,
            &[Seat(1)],
        );
        let seated: Vec<(Uuid, StoredSeat, bool)> = (0..3)
            .map(|seat| {
                (
                    Uuid::from_u128(u128::from(seat) + 1),
                    StoredSeat::from(Seat(seat)),
                    seat == 1,
                )
            })
            .collect();
        let game = participants(
            "carolingi",
            &serde_json::json!({}),
            Seats::new(3),
            &seated,
            &outcome,
        );
        let after = rate(&game, &BTreeMap::new());
        let [anna, bert, cora] = [1, 2, 3].map(|n| after[&Uuid::from_u128(n)].rating);
        assert!(anna > cora && cora > bert, "{anna} {cora} {bert}");
        // Cora's rating is not a draw's: she lost to Anna, beat Bert.
        assert!((cora - 1500.0).abs() < 1e-6);
        assert!(anna > 1500.0);
    }

    #[test]
    fn teammates_share_their_team_result() {
        let game = [
            player(1, 0, true, Some(9)),
            player(2, 1, false, Some(5)),
            player(3, 0, true, Some(9)),
            player(4, 1, false, Some(5)),
        ];
        let after = rate(&game, &BTreeMap::new());
        let rating = |n| after[&Uuid::from_u128(n)].rating;
        assert!((rating(1) - rating(3)).abs() < 1e-9);
        assert!((rating(2) - rating(4)).abs() < 1e-9);
        assert!(rating(1) > 1500.0 && rating(2) < 1500.0);
        // As one game of two sides, not three games against three players.
        let duel = rate(
            &[player(1, 0, true, None), player(2, 1, false, None)],
            &BTreeMap::new(),
        );
        assert!((rating(1) - duel[&Uuid::from_u128(1)].rating).abs() < 1e-9);
    }

    #[test]
    fn a_shared_win_is_a_draw_between_the_winners() {
        let game = [player(1, 0, true, Some(7)), player(2, 1, true, Some(7))];
        let after = rate(&game, &BTreeMap::new());
        assert!((after[&Uuid::from_u128(1)].rating - 1500.0).abs() < 1e-6);
        assert!(after[&Uuid::from_u128(1)].deviation < 350.0);
    }

    #[test]
    fn a_rating_is_provisional_for_its_first_games() {
        let mut rating = Rating::default();
        assert!(rating.provisional());
        rating.games = PROVISIONAL_GAMES;
        assert!(!rating.provisional());
    }
}
