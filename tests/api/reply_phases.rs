//! Issue 42, play by reply in simultaneous phases: in Carolingi every seat
//! places its tiles at once, so the other seats' placements move the game's
//! sequence number on while a seat still has to decide. Its reply address
//! stays good as long as its own decision is open and unchanged; once it
//! has decided (by mail or on the page), the old address is told the game
//! moved on.

use crate::helpers::{browser, fresh_database, spawn_app_configured, TestApp};
use crate::reply::{answers, reply, smtp, turn_mail_reply_to};
use lettre::AsyncTransport;
use uuid::Uuid;

/// The label of the `index`th line of `user`'s decision, as the API lists
/// it (Carolingi's placements are named by their place).
async fn legal(
    app: &TestApp,
    token: &str,
    game: Uuid,
) -> (serde_json::Value, Vec<serde_json::Value>) {
    let state = app.api_game(token, game).await;
    (
        state["seq"].clone(),
        state["legal_actions"].as_array().unwrap().clone(),
    )
}

#[tokio::test]
async fn a_reply_address_outlives_the_other_seats_placements_not_its_own_decision() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_smtp_bind = Some("127.0.0.1:0".into());
    })
    .await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app
        .create_game(&bob, &[("kind", "carolingi"), ("seats", "2")])
        .await;
    app.post_form(&anna, &format!("/games/{game}/join"), &[])
        .await;
    let (address, _) = turn_mail_reply_to(&app, anna_id, game).await;
    let anna_token = app.api_token(anna_id).await;
    let (_, anna_choices) = legal(&app, &anna_token, game).await;
    let second = anna_choices[1]["label"].as_str().unwrap().to_owned();

    // Bob places his tiles meanwhile: the game moves on each time.
    let bob_token = app.api_token(bob_id).await;
    let mut placed = 0;
    loop {
        let (seq, actions) = legal(&app, &bob_token, game).await;
        let Some(first) = actions.first() else { break };
        let status = app.api_act(&bob_token, game, &seq, &first["action"]).await;
        assert_eq!(status, 200);
        placed += 1;
    }
    assert!(placed >= 2, "{placed}");
    let mails_before = turn_mails(&app, anna_id, game).await;

    // Anna's choices are what her mail listed: her reply plays.
    let before = app.seq(game).await;
    smtp(&app)
        .send(reply(
            "anna@example.org",
            &address,
            "2",
            "<phase-1@example.org>",
        ))
        .await
        .unwrap();
    assert!(
        app.seq(game).await > before,
        "{:?}",
        answers(&app, anna_id).await
    );
    let said = answers(&app, anna_id).await;
    assert!(said[0].contains(&format!("Done: {second}")), "{}", said[0]);
    app.assert_projection_is_fold(game).await;

    // Her own decision changed the list: the old address is told so, and
    // changes nothing.
    let after = app.seq(game).await;
    smtp(&app)
        .send(reply(
            "anna@example.org",
            &address,
            "1",
            "<phase-2@example.org>",
        ))
        .await
        .unwrap();
    assert_eq!(app.seq(game).await, after);
    let said = answers(&app, anna_id).await;
    assert!(said[1].contains("moved on"), "{}", said[1]);
    // Bob's placements sent her no new turn mail: her first one stayed good.
    assert_eq!(turn_mails(&app, anna_id, game).await, mails_before);
}

async fn turn_mails(app: &TestApp, user: Uuid, game: Uuid) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE user_id = $1 AND game_id = $2 AND kind = 'your_turn'",
    )
    .bind(user)
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}
