//! The table's other forms over JSON: editing, deleting and hiding a
//! message, the private note, muting a player — who may, and who may not.

use crate::helpers::{browser, spawn_app, TestApp};
use serde_json::json;
use uuid::Uuid;

async fn bodies(app: &TestApp, token: &str, game: Uuid) -> Vec<(String, bool)> {
    let (_, messages) = app
        .api_json(
            token,
            "GET",
            &format!("/api/v1/games/{game}/messages"),
            None,
        )
        .await;
    messages
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["body"].as_str().unwrap().to_owned(),
                m["hidden"].as_bool().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn messages_notes_and_mutes_answer_to_the_same_rules_as_the_page() {
    let app = spawn_app().await;
    let host = browser();
    let host_id = app.sign_up(&host, "host").await;
    let guest = browser();
    let guest_id = app.sign_up(&guest, "guest").await;
    let outsider_id = app.sign_up(&browser(), "outsider").await;
    let game = app.create_countdown(&host, "2").await;
    scriptorium::lobby::join(&app.pool, Default::default(), &[], game, guest_id, None)
        .await
        .unwrap();
    let (host_token, guest_token, outsider_token) = (
        app.api_token(host_id).await,
        app.api_token(guest_id).await,
        app.api_token(outsider_id).await,
    );
    let (_, posted) = app
        .api_json(
            &guest_token,
            "POST",
            &format!("/api/v1/games/{game}/messages"),
            Some(json!({"body": "helo"})),
        )
        .await;
    let message = posted["id"].as_i64().unwrap();
    let (_, other) = app
        .api_json(
            &host_token,
            "POST",
            &format!("/api/v1/games/{game}/messages"),
            Some(json!({"body": "hi"})),
        )
        .await;
    assert_ne!(other["id"], posted["id"]);

    // The author edits; nobody else may.
    let path = format!("/api/v1/games/{game}/messages/{message}");
    let (status, answer) = app
        .api_json(&host_token, "PATCH", &path, Some(json!({"body": "hacked"})))
        .await;
    assert_eq!(status, 403, "{answer}");
    let (status, _) = app
        .api_json(&guest_token, "PATCH", &path, Some(json!({"body": "hello"})))
        .await;
    assert_eq!(status, 204);
    let (status, answer) = app
        .api_json(
            &guest_token,
            "PATCH",
            &path,
            Some(json!({"body": "bad\u{0007}"})),
        )
        .await;
    assert_eq!(status, 400, "control characters: {answer}");
    assert_eq!(
        bodies(&app, &host_token, game).await,
        [("hello".into(), false), ("hi".into(), false)]
    );

    // The creator hides a message and shows it again; the guest may not.
    let hidden = format!("{path}/hidden");
    let (status, _) = app
        .api_json(
            &guest_token,
            "PUT",
            &format!("/api/v1/games/{game}/messages/{}/hidden", other["id"]),
            None,
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app.api_json(&host_token, "PUT", &hidden, None).await;
    assert_eq!(status, 204);
    assert_eq!(
        bodies(&app, &guest_token, game).await,
        [("".into(), true), ("hi".into(), false)]
    );
    let (status, _) = app.api_json(&host_token, "DELETE", &hidden, None).await;
    assert_eq!(status, 204);

    // The author deletes.
    let (status, _) = app.api_json(&guest_token, "DELETE", &path, None).await;
    assert_eq!(status, 204);
    let (status, _) = app
        .api_json(
            &guest_token,
            "DELETE",
            &format!("/api/v1/games/{game}/messages/999999"),
            None,
        )
        .await;
    assert_eq!(status, 404);

    // A private note: each player's own, nobody else's.
    let note = format!("/api/v1/games/{game}/note");
    let (status, _) = app
        .api_json(
            &guest_token,
            "PUT",
            &note,
            Some(json!({"body": "watch the pile"})),
        )
        .await;
    assert_eq!(status, 204);
    let (_, mine) = app.api_json(&guest_token, "GET", &note, None).await;
    assert_eq!(mine["body"], "watch the pile");
    let (_, theirs) = app.api_json(&host_token, "GET", &note, None).await;
    assert_eq!(theirs["body"], "", "the host's own note, not the guest's");
    let (status, _) = app
        .api_json(&outsider_token, "PUT", &note, Some(json!({"body": "x"})))
        .await;
    assert_eq!(status, 403);

    // Muting a player hides their talk from the muter only.
    let (status, answer) = app
        .api_json(&guest_token, "PUT", "/api/v1/users/guest/mute", None)
        .await;
    assert_eq!(status, 400, "not oneself: {answer}");
    let (status, _) = app
        .api_json(&guest_token, "PUT", "/api/v1/users/nobody-here/mute", None)
        .await;
    assert_eq!(status, 404);
    let (status, _) = app
        .api_json(&guest_token, "PUT", "/api/v1/users/host/mute", None)
        .await;
    assert_eq!(status, 204);
    assert!(bodies(&app, &guest_token, game)
        .await
        .iter()
        .all(|(body, _)| body != "hi"));
    let (status, _) = app
        .api_json(&guest_token, "DELETE", "/api/v1/users/host/mute", None)
        .await;
    assert_eq!(status, 204);
    assert!(bodies(&app, &guest_token, game)
        .await
        .iter()
        .any(|(body, _)| body == "hi"));
}
