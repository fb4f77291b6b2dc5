//! Ratings: updated when a game ends, shown on profiles and leaderboards,
//! in the API, and equal to a recomputation from the stored games.

use crate::helpers::{browser, spawn_app, TestApp};
use scriptorium::ratings;
use scriptorium::store;
use serde_json::Value;
use uuid::Uuid;

/// Plays a game of the test game between `players` (the first creates it)
/// through the API until it ends; returns the winners' ids.
async fn finished_countdown(app: &TestApp, players: &[(reqwest::Client, Uuid)]) -> Vec<Uuid> {
    let game = app
        .create_countdown(&players[0].0, &players.len().to_string())
        .await;
    for (client, _) in &players[1..] {
        let joined = app
            .post_form(client, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
    }
    let ids: Vec<Uuid> = players.iter().map(|(_, id)| *id).collect();
    app.play_to_end(game, &ids).await;
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let outcome: scriptorium_games::Outcome =
        serde_json::from_value(record.outcome.unwrap()).unwrap();
    outcome
        .winners
        .iter()
        .map(|seat| {
            record
                .players
                .iter()
                .find(|p| p.seat.is_some_and(|own| own == *seat))
                .unwrap()
                .user_id
        })
        .collect()
}

#[tokio::test]
async fn a_finished_game_rates_its_players_and_shows_it() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let winners = finished_countdown(&app, &[(anna, anna_id), (bob, bob_id)]).await;
    assert_eq!(winners.len(), 1);
    let (winner, loser) = if winners[0] == anna_id {
        ("anna", "bob")
    } else {
        ("bob", "anna")
    };
    let mut conn = app.pool.acquire().await.unwrap();
    let stored = store::ratings::all(&mut conn).await.unwrap();
    assert_eq!(stored.len(), 2);
    let rating_of = |id: Uuid| stored[&("countdown".to_owned(), id)];
    let winner_id = winners[0];
    let loser_id = if winner_id == anna_id {
        bob_id
    } else {
        anna_id
    };
    assert!(rating_of(winner_id).rating > 1500.0 && rating_of(loser_id).rating < 1500.0);
    assert_eq!(rating_of(winner_id).games, 1);

    // The leaderboard lists the winner first, both as provisional.
    let visitor = browser();
    let (status, board) = app.page(&visitor, "/ratings/countdown").await;
    assert_eq!(status, 200);
    let (first, second) = (
        board.find(&format!(">{winner}</a>")).unwrap(),
        board.find(&format!(">{loser}</a>")).unwrap(),
    );
    assert!(first < second, "the winner ranks first");
    assert_eq!(board.matches("class=\"provisional\"").count(), 2);
    let (status, _) = app.page(&visitor, "/ratings").await;
    assert_eq!(status, 200);
    let (status, _) = app.page(&visitor, "/ratings/no-such-game").await;
    assert_eq!(status, 404);

    // The profile shows the rating and its history as a graph.
    let (_, profile) = app.page(&visitor, &format!("/users/{winner}")).await;
    let shown = rating_of(winner_id).rating.round() as i64;
    assert!(
        profile.contains(&format!("{shown}<abbr")),
        "rating {shown} on the profile"
    );
    assert!(profile.contains("<svg class=\"rating-graph\""));
    assert!(profile.contains(&format!("from 1500 to {shown}")));

    // The next game's player list carries each player's rating.
    let anna2 = browser();
    let login = app
        .post_form(
            &anna2,
            "/login",
            &[("login", "anna"), ("password", "correct horse battery")],
        )
        .await;
    assert_eq!(login.status().as_u16(), 303);
    let next = app.create_countdown(&anna2, "2").await;
    let (_, page) = app.page(&anna2, &format!("/games/{next}")).await;
    let anna_shown = rating_of(anna_id).rating.round() as i64;
    assert!(
        page.contains(&format!(
            "<small class=\"rating\" title=\"Rating\">{anna_shown}?</small>"
        )),
        "{page}"
    );

    // The API says the same.
    let token = app.api_token(loser_id).await;
    let api = reqwest::Client::new();
    let board: Value = api
        .get(app.url("/api/v1/ratings/countdown"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(board[0]["username"], winner);
    assert_eq!(board[0]["rating"]["provisional"], true);
    let mine: Value = api
        .get(app.url(&format!("/api/v1/users/{loser}/ratings")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(mine[0]["game"], "countdown");
    assert!(mine[0]["rating"].as_f64().unwrap() < 1500.0);
    let profile: Value = api
        .get(app.url(&format!("/api/v1/users/{winner}")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(profile["record"][0]["played"], 1);
    assert_eq!(profile["record"][0]["won"], 1);
    assert_eq!(profile["ratings"][0]["game"], "countdown");
    assert_eq!(profile["timeouts"], 0);
    assert!(profile["replies"].as_i64().unwrap() > 0);
    // Anna's next game (just created, not started) waits for nobody yet.
    let next = api
        .get(app.url("/api/v1/me/next"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(next.status().as_u16(), 204);
    // Without a token, the API says who may ask.
    let status = api
        .get(app.url("/api/v1/ratings/countdown"))
        .send()
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 401);
}

#[tokio::test]
async fn recomputing_every_rating_from_the_stored_games_gives_the_same_numbers() {
    let app = spawn_app().await;
    let mut people = Vec::new();
    for name in ["anna", "bob", "carl"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        people.push((client, id));
    }
    // Games of two and of three players, in changing company.
    let pairs: [&[usize]; 5] = [&[0, 1], &[1, 2], &[0, 1, 2], &[2, 0], &[0, 1]];
    for seats in pairs {
        let players: Vec<(reqwest::Client, Uuid)> = seats
            .iter()
            .map(|&i| (people[i].0.clone(), people[i].1))
            .collect();
        finished_countdown(&app, &players).await;
    }
    let mut conn = app.pool.acquire().await.unwrap();
    let stored = store::ratings::all(&mut conn).await.unwrap();
    let recomputed = ratings::recompute(&mut conn).await.unwrap();
    assert_eq!(stored.len(), 3);
    assert_eq!(
        stored.keys().collect::<Vec<_>>(),
        recomputed.keys().collect::<Vec<_>>()
    );
    for (key, rating) in &stored {
        let again = recomputed[key];
        assert_eq!(rating.games, again.games, "{key:?}");
        for (a, b) in [
            (rating.rating, again.rating),
            (rating.deviation, again.deviation),
            (rating.volatility, again.volatility),
        ] {
            assert!((a - b).abs() < 1e-9, "{key:?}: stored {a}, recomputed {b}");
        }
    }
    let games: Vec<i32> = people
        .iter()
        .map(|(_, id)| stored[&("countdown".to_owned(), *id)].games)
        .collect();
    assert_eq!(games, [4, 4, 3]);
}

/// `user` takes `action` in `game` through the API.
async fn decide(app: &TestApp, game: Uuid, user: Uuid, body: Value) {
    let mut body = body;
    body["seq"] = app.seq(game).await.into();
    body["token"] = Uuid::new_v4().to_string().into();
    let response = reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/actions")))
        .bearer_auth(app.api_token(user).await)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200, "{body}");
}

/// The first mover takes a stone and ends the turn (two decisions of their
/// own), then `others` make `others_decisions` of theirs.
pub async fn opening(app: &TestApp, game: Uuid, others_decisions: usize) {
    let take = serde_json::json!({"action": {"type": "take_one"}});
    let end = serde_json::json!({"action": {"type": "end_turn"}});
    let first = app.user_at(game, app.waiting_seat(game).await).await;
    decide(app, game, first, take.clone()).await;
    decide(app, game, first, end.clone()).await;
    let second = app.user_at(game, app.waiting_seat(game).await).await;
    for body in [take, end].into_iter().take(others_decisions) {
        decide(app, game, second, body).await;
    }
}

/// A game resigned before each side made two decisions of its own is an
/// abort: it ends, but rates nobody (a second account resigning game after
/// game at once cannot raise the first). Resigned later, it is rated.
#[tokio::test]
async fn a_game_resigned_before_each_side_made_two_decisions_is_unrated() {
    let app = spawn_app().await;
    let (game, players) = crate::play::started_game(&app).await;
    let (anna, anna_id) = (&players[0].0, players[0].1);
    let (bob, bob_id) = (&players[1].0, players[1].1);
    let resign = serde_json::json!({"resign": true});
    let ratings = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            let mut conn = pool.acquire().await.unwrap();
            (
                store::ratings::all(&mut conn).await.unwrap(),
                sqlx::query_scalar::<_, i64>("SELECT count(*) FROM rating_changes")
                    .fetch_one(&pool)
                    .await
                    .unwrap(),
            )
        }
    };
    // At once, three times over, and after one side's opening with one
    // decision of the other's.
    decide(&app, game, bob_id, resign.clone()).await;
    for others_decisions in [0, 0, 1] {
        let game = app.create_countdown(anna, "2").await;
        let joined = app
            .post_form(bob, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
        opening(&app, game, others_decisions).await;
        decide(&app, game, bob_id, resign.clone()).await;
        let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(status, "finished");
    }
    let (stored, changes) = ratings(&app).await;
    assert!(stored.is_empty(), "{stored:?}");
    assert_eq!(changes, 0);

    // Two decisions each: rated, the resigning side losing.
    let game = app.create_countdown(anna, "2").await;
    app.post_form(bob, &format!("/games/{game}/join"), &[])
        .await;
    opening(&app, game, 2).await;
    decide(&app, game, bob_id, resign).await;
    let (stored, changes) = ratings(&app).await;
    assert_eq!(changes, 2);
    assert!(stored[&("countdown".to_owned(), anna_id)].rating > 1500.0);
    assert!(stored[&("countdown".to_owned(), bob_id)].rating < 1500.0);
}
