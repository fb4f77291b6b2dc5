//! Ratings on the site: a leaderboard per game, and each player's ratings
//! with their history on the profile.

use crate::games::Registry;
use crate::ratings::{Leaderboard, PlayerRating, Rating};
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;

/// A rating as people read it: rounded, with its margin (two deviations:
/// the true strength is within it about 95 times in 100).
pub struct ShownRating {
    pub rating: i64,
    pub margin: i64,
    pub games: i32,
    pub provisional: bool,
}

impl From<Rating> for ShownRating {
    fn from(rating: Rating) -> Self {
        ShownRating {
            rating: rating.rating.round() as i64,
            margin: (2.0 * rating.deviation).round() as i64,
            games: rating.games,
            provisional: rating.provisional(),
        }
    }
}

/// A rating's history as a small line graph: points in a 0–1000 × 0–200
/// box (higher rating, higher point), and its range for the text alternative.
pub struct RatingGraph {
    pub points: Vec<(i64, i64)>,
    pub first: i64,
    pub last: i64,
    pub low: i64,
    pub high: i64,
}

impl RatingGraph {
    /// Starts at the default rating, so one game already draws a line.
    pub fn new(history: &[f64]) -> RatingGraph {
        let start = Rating::default().rating;
        let values: Vec<f64> = std::iter::once(start)
            .chain(history.iter().copied())
            .collect();
        let low = values.iter().copied().fold(f64::INFINITY, f64::min);
        let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        // A flat history still gets a visible band around it.
        let span = (high - low).max(50.0);
        let steps = (values.len() - 1).max(1) as f64;
        let points = values
            .iter()
            .enumerate()
            .map(|(index, value)| {
                let x = (index as f64 / steps * 1000.0).round() as i64;
                let y = (190.0 - (value - low) / span * 180.0).round() as i64;
                (x, y)
            })
            .collect();
        RatingGraph {
            points,
            first: start.round() as i64,
            last: values.last().copied().unwrap_or(start).round() as i64,
            low: low.round() as i64,
            high: high.round() as i64,
        }
    }

    /// The `points` attribute of the polyline.
    pub fn polyline(&self) -> String {
        self.points
            .iter()
            .map(|(x, y)| format!("{x},{y}"))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// One of a player's ratings, for the profile.
pub struct ProfileRating {
    pub kind: String,
    pub game_name: String,
    pub shown: ShownRating,
    pub graph: RatingGraph,
}

impl From<PlayerRating> for ProfileRating {
    fn from(rating: PlayerRating) -> Self {
        ProfileRating {
            game_name: game_name(&rating.kind),
            graph: RatingGraph::new(&rating.history),
            shown: rating.rating.into(),
            kind: rating.kind,
        }
    }
}

fn game_name(kind: &str) -> String {
    Registry::any(kind)
        .map(|entry| entry.engine.info().name.to_owned())
        .unwrap_or_else(|| kind.to_owned())
}

pub struct BoardLine {
    pub rank: usize,
    pub username: String,
    pub shown: ShownRating,
}

pub struct Board {
    pub kind: String,
    pub game_name: String,
    pub lines: Vec<BoardLine>,
}

impl From<Leaderboard> for Board {
    fn from(board: Leaderboard) -> Self {
        Board {
            kind: board.kind.to_owned(),
            game_name: board.game_name.to_owned(),
            lines: board
                .places
                .into_iter()
                .map(|place| BoardLine {
                    rank: place.rank,
                    username: place.username,
                    shown: place.rating.into(),
                })
                .collect(),
        }
    }
}

#[derive(Template)]
#[template(path = "ratings/index.html")]
struct OverviewPage<'a> {
    ctx: &'a PageContext,
    boards: Vec<Board>,
    full: bool,
}

/// Every game's best players.
pub async fn index(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let boards = crate::ratings::overview(&state.pool, &state.registry).await?;
    render(&OverviewPage {
        ctx: &ctx,
        boards: boards.into_iter().map(Board::from).collect(),
        full: false,
    })
}

/// One game's leaderboard.
pub async fn game(
    ctx: PageContext,
    state: web::Data<AppState>,
    kind: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let board = crate::ratings::leaderboard(
        &state.pool,
        &state.registry,
        &kind,
        crate::ratings::LEADERBOARD_LENGTH,
    )
    .await?
    .ok_or(AppError::NotFound)?;
    render(&OverviewPage {
        ctx: &ctx,
        boards: vec![board.into()],
        full: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_starts_at_the_default_and_rises_with_the_rating() {
        let graph = RatingGraph::new(&[1560.0, 1620.0]);
        assert_eq!(graph.points.len(), 3);
        assert_eq!(
            (graph.first, graph.last, graph.low, graph.high),
            (1500, 1620, 1500, 1620)
        );
        assert_eq!(graph.points[0], (0, 190));
        assert_eq!(graph.points[2], (1000, 10));
        assert_eq!(graph.polyline(), "0,190 500,100 1000,10");
    }

    #[test]
    fn a_flat_history_draws_inside_the_box() {
        let graph = RatingGraph::new(&[1500.0]);
        assert!(graph.points.iter().all(|(_, y)| (0..=200).contains(y)));
    }
}
