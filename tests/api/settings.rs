use crate::helpers::{browser, spawn_app, TestApp};
use chrono::{DateTime, Duration, TimeZone, Utc};
use uuid::Uuid;

#[derive(Debug, PartialEq, sqlx::FromRow)]
struct Saved {
    language: Option<String>,
    time_zone: String,
    mail_mode: String,
    mail_batch_minutes: i32,
    digest_hour: i16,
    away_until: Option<DateTime<Utc>>,
}

async fn saved(app: &TestApp, user: Uuid) -> Saved {
    sqlx::query_as(
        "SELECT language, time_zone, mail_mode, mail_batch_minutes, digest_hour, away_until
         FROM users WHERE id = $1",
    )
    .bind(user)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn one_save_saves_language_zone_mail_and_away_together() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let (_, page) = app.page(&anna, "/settings").await;
    assert_eq!(
        page.matches(">Save</button>").count(),
        1,
        "one Save for language, zone, mail and vacation"
    );
    assert!(
        page.contains("<option value=\"Europe/Paris\"></option>"),
        "zones suggested from the list"
    );
    assert!(page.contains("name=\"time_zone\" id=\"time-zone\" list=\"time-zones\" value=\"UTC\""));
    assert!(
        page.contains("data-propose-browser-zone"),
        "never chosen yet"
    );

    let paris = chrono_tz::Europe::Paris;
    let last_day = (Utc::now().with_timezone(&paris) + Duration::days(3)).date_naive();
    let until = last_day.format("%Y-%m-%d").to_string();
    let response = app
        .post_form(
            &anna,
            "/settings",
            &[
                ("language", "fr"),
                ("time_zone", "Europe/Paris"),
                ("mode", "batched"),
                ("batch_minutes", "45"),
                ("digest_hour", "7"),
                ("until", &until),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let end_of_last_day = paris
        .from_local_datetime(&(last_day + Duration::days(1)).and_hms_opt(0, 0, 0).unwrap())
        .earliest()
        .unwrap()
        .with_timezone(&Utc);
    let expected = Saved {
        language: Some("fr".into()),
        time_zone: "Europe/Paris".into(),
        mail_mode: "batched".into(),
        mail_batch_minutes: 45,
        digest_hour: 7,
        away_until: Some(end_of_last_day),
    };
    assert_eq!(saved(&app, anna_id).await, expected);

    // The page shows what was saved, and saving it unchanged moves nothing
    // (the vacation's last day stays the same day).
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains("list=\"time-zones\" value=\"Europe/Paris\""));
    assert!(!page.contains("data-propose-browser-zone"), "chosen now");
    assert!(page.contains(&format!("name=\"until\" value=\"{until}\"")));
    assert_eq!(page.matches(">Enregistrer</button>").count(), 1);
    app.post_form(
        &anna,
        "/settings",
        &[
            ("language", "fr"),
            ("time_zone", "Europe/Paris"),
            ("mode", "batched"),
            ("batch_minutes", "45"),
            ("digest_hour", "7"),
            ("until", &until),
        ],
    )
    .await;
    assert_eq!(
        saved(&app, anna_id).await,
        expected,
        "a second Save is a no-op"
    );
}

#[tokio::test]
async fn a_bad_zone_or_mail_setting_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let before = saved(&app, anna_id).await;

    let response = app
        .post_form(&anna, "/settings", &form("Mars/Olympus_Mons", "45", ""))
        .await;
    assert_eq!(response.status().as_u16(), 422);
    let body = response.text().await.unwrap();
    assert!(body.contains("Unknown time zone."), "{body}");
    assert!(
        body.contains("Mars/Olympus_Mons") && body.contains("is not in the list of time zones"),
        "the message names the refused zone: {body}"
    );
    assert_eq!(saved(&app, anna_id).await, before);

    let response = app
        .post_form(&anna, "/settings", &form("Europe/Paris", "1", ""))
        .await;
    assert_eq!(response.status().as_u16(), 400);
    assert_eq!(
        saved(&app, anna_id).await,
        before,
        "the zone waits for valid mail"
    );

    let too_far = (Utc::now() + Duration::days(90))
        .format("%Y-%m-%d")
        .to_string();
    let response = app
        .post_form(&anna, "/settings", &form("Europe/Paris", "45", &too_far))
        .await;
    // Longer than the vacation allowance: refused in words.
    assert_eq!(response.status().as_u16(), 422);
    let body = response.text().await.unwrap();
    assert!(
        body.contains("That absence is longer than the vacation you have left."),
        "{body}"
    );
    assert_eq!(saved(&app, anna_id).await, before);
}

/// The whole settings form, in French, with the parts a test varies.
fn form<'a>(zone: &'a str, batch_minutes: &'a str, until: &'a str) -> Vec<(&'static str, &'a str)> {
    vec![
        ("language", "fr"),
        ("time_zone", zone),
        ("mode", "batched"),
        ("batch_minutes", batch_minutes),
        ("digest_hour", "7"),
        ("until", until),
    ]
}

/// The settings' colours: as the device asks (no `data-theme`, the
/// stylesheet follows `prefers-color-scheme`), always light or always dark
/// (rendered on `<html>` by the server, so without JavaScript too, on every
/// page of that login); a theme of no one's is refused and changes nothing.
#[tokio::test]
async fn the_theme_is_chosen_in_the_settings_and_rendered_by_the_server() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let theme = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>("SELECT theme FROM users WHERE id = $1")
                .bind(anna_id)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(
        page.starts_with("<!doctype html>\n<html lang=\"en\">"),
        "as the device asks"
    );
    assert!(page.contains("<meta name=\"color-scheme\" content=\"light dark\">"));
    assert!(page.contains("name=\"theme\" value=\"device\" checked"));
    let form = |theme: &'static str| {
        vec![
            ("language", "en"),
            ("time_zone", "UTC"),
            ("theme", theme),
            ("mode", "immediate"),
            ("batch_minutes", "60"),
            ("digest_hour", "8"),
            ("until", ""),
        ]
    };
    for chosen in ["dark", "light"] {
        let saved = app.post_form(&anna, "/settings", &form(chosen)).await;
        assert_eq!(saved.status().as_u16(), 303, "{chosen}");
        assert_eq!(theme(&app).await, chosen);
        for path in ["/", "/settings", "/rules/torres"] {
            let (_, page) = app.page(&anna, path).await;
            assert!(
                page.contains(&format!("<html lang=\"en\" data-theme=\"{chosen}\">")),
                "{path} in {chosen}"
            );
            assert!(page.contains(&format!(
                "<meta name=\"color-scheme\" content=\"{chosen}\">"
            )));
        }
    }
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains("name=\"theme\" value=\"light\" checked"));
    // A theme of no one's: refused in words, nothing saved.
    let refused = app.post_form(&anna, "/settings", &form("purple")).await;
    assert_eq!(refused.status().as_u16(), 400);
    assert_eq!(theme(&app).await, "light");
    // A form without the field (an older page) leaves the theme as it is.
    let mut older = form("device");
    older.retain(|(name, _)| *name != "theme");
    let saved = app.post_form(&anna, "/settings", &older).await;
    assert_eq!(saved.status().as_u16(), 303);
    assert_eq!(theme(&app).await, "light");
    // Back to the device's choice: no attribute.
    app.post_form(&anna, "/settings", &form("device")).await;
    let (_, page) = app.page(&anna, "/").await;
    assert!(page.starts_with("<!doctype html>\n<html lang=\"en\">"));
    // A visitor's pages follow their device.
    let (_, page) = app.page(&browser(), "/").await;
    assert!(page.starts_with("<!doctype html>\n<html lang=\"en\">"));
}

/// A client whose browser told the pages its zone (`static/app.js` keeps it
/// in the `tz` cookie).
fn browser_in(app: &TestApp, zone: &str) -> reqwest::Client {
    let jar = std::sync::Arc::new(reqwest::cookie::Jar::default());
    let url: reqwest::Url = app.url("/").parse().unwrap();
    jar.add_cookie_str(&format!("tz={zone}; Path=/"), &url);
    reqwest::Client::builder()
        .cookie_provider(jar)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// Every time is shown in the reader's zone: the one their account chose,
/// or else their browser's (an account still on the default UTC, a
/// visitor), or else UTC, named. A pending proposal's deadline was shown in
/// UTC to an account without a zone (issue 47).
#[tokio::test]
async fn times_are_shown_in_the_account_zone_else_the_browsers() {
    use scriptorium::support::i18n::{date_time, Lang};
    let app = spawn_app().await;
    let anna = browser_in(&app, "Europe/Paris");
    app.sign_up(&anna, "anna").await;
    let bob = browser_in(&app, "Europe/Paris");
    app.sign_up(&bob, "bob").await;
    let chose = app
        .post_form(
            &bob,
            "/settings",
            &[
                ("language", "en"),
                ("time_zone", "America/New_York"),
                ("mode", "immediate"),
                ("batch_minutes", "60"),
                ("digest_hour", "8"),
                ("until", ""),
            ],
        )
        .await;
    assert_eq!(chose.status().as_u16(), 303);
    let game = app
        .create_game(
            &anna,
            &[("kind", "torres"), ("seats", "2"), ("time_limit", "72")],
        )
        .await;
    let joined = app
        .post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let proposed = app
        .post_form(
            &anna,
            &format!("/games/{game}/agreements"),
            &[("kind", "pause")],
        )
        .await;
    assert_eq!(proposed.status().as_u16(), 303);
    let until: DateTime<Utc> =
        sqlx::query_scalar("SELECT expires_at FROM agreement_proposals WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let in_zone = |zone: chrono_tz::Tz| date_time(Lang::ENGLISH, &until.with_timezone(&zone));
    let (paris, new_york, utc) = (
        in_zone(chrono_tz::Europe::Paris),
        in_zone(chrono_tz::America::New_York),
        in_zone(chrono_tz::UTC),
    );
    assert!(paris != utc && new_york != utc);
    // Anna's account has no zone (signed up without the script): her browser's.
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert!(
        page.contains(&paris),
        "the proposal's deadline in Paris: {paris}"
    );
    assert!(!page.contains(&utc));
    // Bob chose New York: his account's zone wins over his browser's.
    let (_, page) = app.page(&bob, &format!("/games/{game}")).await;
    assert!(page.contains(&new_york), "in New York: {new_york}");
    // A visitor reads the game list's times in their browser's zone; an
    // unknown zone in the cookie is ignored (UTC, named), never an error.
    let updated: DateTime<Utc> = sqlx::query_scalar("SELECT updated_at FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    for (zone, shown) in [
        ("Europe/Paris", chrono_tz::Europe::Paris),
        ("Mars/Olympus_Mons", chrono_tz::UTC),
        ("", chrono_tz::UTC),
    ] {
        let (status, page) = app.page(&browser_in(&app, zone), "/watch").await;
        assert_eq!(status, 200, "{zone}");
        let expected = date_time(Lang::ENGLISH, &updated.with_timezone(&shown));
        assert!(page.contains(&expected), "{zone}: {expected}");
    }
}
