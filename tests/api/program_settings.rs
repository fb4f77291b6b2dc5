//! The settings page's twin in the API: every field read and changed over
//! JSON through the same checks, refusals in words that change nothing, and
//! the per-game mail mute.

use crate::helpers::{browser, spawn_app, TestApp};
use chrono::{Duration, TimeZone, Utc};
use serde_json::{json, Value};
use uuid::Uuid;

async fn stored(
    app: &TestApp,
    user: Uuid,
) -> (String, i16, i16, Option<i16>, Option<i16>, i16, String) {
    sqlx::query_as(
        "SELECT time_zone, clock_days_off, quiet_days, quiet_from, quiet_to, digest_hour, mail_mode
         FROM users WHERE id = $1",
    )
    .bind(user)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn every_settings_field_is_read_and_changed_over_the_api() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let bert = browser();
    let bert_id = app.sign_up(&bert, "bert").await;
    let token = app.api_token(anna_id).await;

    let (status, before) = app
        .api_json(&token, "GET", "/api/v1/me/settings", None)
        .await;
    assert_eq!(status, 200, "{before}");
    assert_eq!(before["days_off"], json!([]));
    assert_eq!(before["away_until"], Value::Null);
    assert!(before["vacation_per_year_seconds"].as_i64().unwrap() > 0);

    let (status, after) = app
        .api_json(
            &token,
            "PATCH",
            "/api/v1/me/settings",
            Some(json!({
                "language": "de",
                "time_zone": "Asia/Tokyo",
                "theme": "dark",
                "mail_mode": "digest",
                "digest_hour": 19,
                "quiet_hours": {"from": 22, "to": 7},
                "quiet_days": ["sun"],
                "days_off": ["sat", "sun"],
            })),
        )
        .await;
    assert_eq!(status, 200, "{after}");
    assert_eq!(after["language"], "de");
    assert_eq!(after["time_zone"], "Asia/Tokyo");
    assert_eq!(after["theme"], "dark");
    assert_eq!(after["days_off"], json!(["sat", "sun"]));
    assert_eq!(after["quiet_hours"], json!({"from": 22, "to": 7}));
    // What the API said is what is stored (bit 0 Monday)…
    assert_eq!(
        stored(&app, anna_id).await,
        (
            "Asia/Tokyo".into(),
            0b110_0000,
            0b100_0000,
            Some(22),
            Some(7),
            19,
            "digest".into()
        )
    );
    // …and what the pages show to her browser, logged in before the change:
    // the login's copy of her settings follows the account (the settings
    // page checks the login by itself, a game page inside its one read).
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(
        page.contains("value=\"Asia/Tokyo\""),
        "the page shows the zone"
    );
    assert!(page.contains("data-theme=\"dark\""), "and the look");
    assert!(page.contains("lang=\"de\""), "and the language");
    let game = app.create_countdown(&anna, "2").await;
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert!(page.contains("lang=\"de\"") && page.contains("data-theme=\"dark\""));
    // Back to light from the API: the game page follows at once too.
    app.api_json(
        &token,
        "PATCH",
        "/api/v1/me/settings",
        Some(json!({"theme": "light"})),
    )
    .await;
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert!(
        page.contains("data-theme=\"light\""),
        "the game page reads it with the login"
    );
    app.api_json(
        &token,
        "PATCH",
        "/api/v1/me/settings",
        Some(json!({"theme": "dark"})),
    )
    .await;
    // Another account is untouched.
    assert_eq!(stored(&app, bert_id).await.0, "UTC");

    // A change sends only what changes: the rest stays.
    let (status, partial) = app
        .api_json(
            &token,
            "PATCH",
            "/api/v1/me/settings",
            Some(json!({"digest_hour": 6, "language": null, "quiet_hours": null})),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(partial["digest_hour"], 6);
    assert_eq!(
        partial["language"],
        Value::Null,
        "null: the browser's language"
    );
    assert_eq!(partial["quiet_hours"], Value::Null);
    assert_eq!(partial["days_off"], json!(["sat", "sun"]), "left as it was");
    assert_eq!(partial["time_zone"], "Asia/Tokyo");

    // A declared absence: its last day in the account's zone, drawn from
    // the allowance; back again with null.
    let last_day =
        (Utc::now().with_timezone(&chrono_tz::Asia::Tokyo) + Duration::days(2)).date_naive();
    let (status, away) = app
        .api_json(
            &token,
            "PATCH",
            "/api/v1/me/settings",
            Some(json!({"away_until": last_day})),
        )
        .await;
    assert_eq!(status, 200, "{away}");
    assert_eq!(away["away_until"], json!(last_day));
    let ends = chrono_tz::Asia::Tokyo
        .from_local_datetime(&(last_day + Duration::days(1)).and_hms_opt(0, 0, 0).unwrap())
        .earliest()
        .unwrap()
        .with_timezone(&Utc);
    let said: chrono::DateTime<Utc> = serde_json::from_value(away["away_ends_at"].clone()).unwrap();
    assert_eq!(said, ends);
    let (_, back) = app
        .api_json(
            &token,
            "PATCH",
            "/api/v1/me/settings",
            Some(json!({"away_until": null})),
        )
        .await;
    assert_eq!(back["away_until"], Value::Null);
}

#[tokio::test]
async fn a_change_that_breaks_a_rule_is_refused_in_words_and_changes_nothing() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let token = app.api_token(anna_id).await;
    let (_, before) = app
        .api_json(&token, "GET", "/api/v1/me/settings", None)
        .await;
    let too_far = (Utc::now() + Duration::days(400)).date_naive();
    let cases = [
        (
            json!({"days_off": ["mon", "tue", "wed", "thu"], "digest_hour": 3}),
            422,
            "days off",
        ),
        (
            json!({"quiet_hours": {"from": 5, "to": 5}, "digest_hour": 3}),
            400,
            "quiet",
        ),
        (
            json!({"time_zone": "Mars/Olympus_Mons", "digest_hour": 3}),
            422,
            "Mars/Olympus_Mons",
        ),
        (json!({"mail_mode": "pigeon"}), 400, "mail"),
        (json!({"days_off": ["funday"]}), 400, "days_off"),
        (
            json!({"quiet_days": ["mon","tue","wed","thu","fri","sat","sun"]}),
            400,
            "every day",
        ),
        (
            json!({"away_until": too_far, "digest_hour": 3}),
            422,
            "vacation",
        ),
        (json!({"colour": "blue"}), 400, "colour"),
        (json!({"language": "tlh"}), 400, "language"),
    ];
    for (body, status, words) in cases {
        let (got, answer) = app
            .api_json(&token, "PATCH", "/api/v1/me/settings", Some(body.clone()))
            .await;
        assert_eq!(got, status, "{body}: {answer}");
        let said = format!("{} {}", answer["message"], answer["detail"]).to_lowercase();
        assert!(
            said.contains(&words.to_lowercase()),
            "{body}: the refusal names its reason: {said}"
        );
        let (_, now) = app
            .api_json(&token, "GET", "/api/v1/me/settings", None)
            .await;
        assert_eq!(now, before, "{body}: nothing changed");
    }
}

#[tokio::test]
async fn a_player_mutes_one_games_mail_and_only_players_may() {
    let app = spawn_app().await;
    let host = browser();
    let host_id = app.sign_up(&host, "host").await;
    let guest = browser();
    let guest_id = app.sign_up(&guest, "guest").await;
    let outsider = browser();
    let outsider_id = app.sign_up(&outsider, "outsider").await;
    let first = app.create_countdown(&host, "2").await;
    let second = app.create_countdown(&host, "2").await;
    for game in [first, second] {
        scriptorium::lobby::join(&app.pool, Default::default(), &[], game, guest_id, None)
            .await
            .unwrap();
    }
    let token = app.api_token(guest_id).await;
    let (status, _) = app
        .api_json(
            &token,
            "PUT",
            &format!("/api/v1/games/{second}/mail-mute"),
            None,
        )
        .await;
    assert_eq!(status, 204);
    let (_, settings) = app
        .api_json(&token, "GET", "/api/v1/me/settings", None)
        .await;
    assert_eq!(
        settings["muted_games"],
        json!([second]),
        "only the game muted"
    );
    let host_token = app.api_token(host_id).await;
    let (_, host_settings) = app
        .api_json(&host_token, "GET", "/api/v1/me/settings", None)
        .await;
    assert_eq!(
        host_settings["muted_games"],
        json!([]),
        "a mute is the player's own"
    );

    let outsider_token = app.api_token(outsider_id).await;
    let (status, answer) = app
        .api_json(
            &outsider_token,
            "PUT",
            &format!("/api/v1/games/{first}/mail-mute"),
            None,
        )
        .await;
    assert_eq!(status, 403, "{answer}");
    let (status, _) = app
        .api_json(
            &token,
            "PUT",
            &format!("/api/v1/games/{}/mail-mute", Uuid::new_v4()),
            None,
        )
        .await;
    assert_eq!(status, 404);

    let (status, _) = app
        .api_json(
            &token,
            "DELETE",
            &format!("/api/v1/games/{second}/mail-mute"),
            None,
        )
        .await;
    assert_eq!(status, 204);
    let (_, settings) = app
        .api_json(&token, "GET", "/api/v1/me/settings", None)
        .await;
    assert_eq!(settings["muted_games"], json!([]));
}
