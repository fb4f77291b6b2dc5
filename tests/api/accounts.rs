use crate::helpers::{browser, input_value, spawn_app};

#[tokio::test]
async fn sign_up_logs_in_and_logout_logs_out() {
    let app = spawn_app().await;
    let client = browser();
    app.sign_up(&client, "anna").await;
    let (_, home) = app.page(&client, "/").await;
    assert!(home.contains("Log out (anna)"), "logged in after sign-up");

    let response = app.post_form(&client, "/logout", &[]).await;
    assert_eq!(response.status().as_u16(), 303);
    let (_, home) = app.page(&client, "/").await;
    assert!(!home.contains("Log out"));
    assert!(home.contains("You are logged out."));
}

#[tokio::test]
async fn duplicate_username_or_email_is_refused() {
    let app = spawn_app().await;
    app.sign_up(&browser(), "anna").await;
    let response = app
        .post_form(
            &browser(),
            "/signup",
            &[
                ("username", "ANNA"),
                ("email", "other@example.org"),
                ("password", "long enough password"),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 409);
    assert!(response.text().await.unwrap().contains("already in use"));
}

#[tokio::test]
async fn sign_up_validates_its_fields() {
    let app = spawn_app().await;
    for (username, email, password) in [
        ("a", "a@example.org", "long enough password"),
        ("bob", "not-an-email", "long enough password"),
        ("bob", "bob@example.org", "short"),
        ("<script>", "x@example.org", "long enough password"),
    ] {
        let response = app
            .post_form(
                &browser(),
                "/signup",
                &[
                    ("username", username),
                    ("email", email),
                    ("password", password),
                ],
            )
            .await;
        assert_eq!(
            response.status().as_u16(),
            422,
            "{username} {email} {password}"
        );
    }
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM users WHERE computer_level IS NULL")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);
}

#[tokio::test]
async fn login_with_the_right_password_and_not_with_a_wrong_one() {
    let app = spawn_app().await;
    app.sign_up(&browser(), "anna").await;

    let client = browser();
    let wrong = app
        .post_form(
            &client,
            "/login",
            &[("login", "anna"), ("password", "wrong password!!")],
        )
        .await;
    assert_eq!(wrong.status().as_u16(), 401);
    let body = wrong.text().await.unwrap();
    assert!(body.contains("Wrong username or password."));

    // An unknown account gets exactly the same answer.
    let unknown = app
        .post_form(
            &client,
            "/login",
            &[("login", "nobody"), ("password", "wrong password!!")],
        )
        .await;
    assert_eq!(unknown.status().as_u16(), 401);
    assert!(unknown
        .text()
        .await
        .unwrap()
        .contains("Wrong username or password."));

    let right = app
        .post_form(
            &client,
            "/login",
            &[
                ("login", "Anna@Example.org"),
                ("password", "correct horse battery"),
            ],
        )
        .await;
    assert_eq!(right.status().as_u16(), 303);
    let (_, home) = app.page(&client, "/").await;
    assert!(home.contains("Log out (anna)"));
}

#[tokio::test]
async fn failed_logins_are_rate_limited() {
    let app = spawn_app().await;
    app.sign_up(&browser(), "anna").await;
    let client = browser();
    for _ in 0..5 {
        let response = app
            .post_form(
                &client,
                "/login",
                &[("login", "anna"), ("password", "wrong password!!")],
            )
            .await;
        assert_eq!(response.status().as_u16(), 401);
    }
    // Even the right password is refused while the limit holds.
    let response = app
        .post_form(
            &client,
            "/login",
            &[("login", "anna"), ("password", "correct horse battery")],
        )
        .await;
    assert_eq!(response.status().as_u16(), 429);
}

#[tokio::test]
async fn password_reset_by_the_emailed_link() {
    let app = spawn_app().await;
    let old_session = browser();
    app.sign_up(&old_session, "anna").await;
    let client = browser();
    let response = app
        .post_form(&client, "/reset", &[("email", "anna@example.org")])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    // Unknown emails get the same answer and no mail.
    let response = app
        .post_form(&client, "/reset", &[("email", "nobody@example.org")])
        .await;
    assert_eq!(response.status().as_u16(), 303);

    let bodies: Vec<String> =
        sqlx::query_scalar("SELECT body_text FROM outbox WHERE kind = 'password_reset'")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(bodies.len(), 1);
    let link = bodies[0]
        .split_whitespace()
        .find(|word| word.contains("/reset/"))
        .expect("a reset link in the mail");
    let path = &link[link.find("/reset/").unwrap()..];

    let (status, form) = app.page(&client, path).await;
    assert_eq!(status, 200);
    assert!(form.contains("name=\"password\""));
    let csrf = input_value(&form, "csrf").unwrap();
    let response = client
        .post(app.url(path))
        .form(&[
            ("csrf", csrf.as_str()),
            ("password", "a brand new password"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 303);

    // The link works once.
    let (_, again) = app.page(&client, path).await;
    assert!(again.contains("invalid, used or expired"));

    let old = app
        .post_form(
            &browser(),
            "/login",
            &[("login", "anna"), ("password", "correct horse battery")],
        )
        .await;
    assert_eq!(old.status().as_u16(), 401);
    let new = app
        .post_form(
            &browser(),
            "/login",
            &[("login", "anna"), ("password", "a brand new password")],
        )
        .await;
    assert_eq!(new.status().as_u16(), 303);
    // The session opened before the reset is over.
    let stale = app
        .post_form(
            &old_session,
            "/games",
            &[("kind", "countdown"), ("seats", "2")],
        )
        .await;
    assert_eq!(stale.status().as_u16(), 401);
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(games, 0);
}

#[tokio::test]
async fn pages_speak_french_when_the_browser_asks() {
    let app = spawn_app().await;
    let response = browser()
        .get(app.url("/login"))
        .header("accept-language", "fr-FR,fr;q=0.9,en;q=0.5")
        .send()
        .await
        .unwrap();
    let body = response.text().await.unwrap();
    assert!(body.contains("<html lang=\"fr\">"));
    assert!(body.contains("Mot de passe oublié ?"));
}

#[tokio::test]
async fn changing_the_password_keeps_this_session_and_ends_the_others() {
    let app = spawn_app().await;
    let here = browser();
    app.sign_up(&here, "anna").await;
    let elsewhere = browser();
    let login = app
        .post_form(
            &elsewhere,
            "/login",
            &[("login", "anna"), ("password", "correct horse battery")],
        )
        .await;
    assert_eq!(login.status().as_u16(), 303);

    let wrong = app
        .post_form(
            &here,
            "/settings/password",
            &[
                ("current", "not my password"),
                ("everywhere", "1"),
                ("new", "a brand new password"),
            ],
        )
        .await;
    assert_eq!(wrong.status().as_u16(), 303);
    let (_, page) = app.page(&here, "/settings").await;
    assert!(page.contains("The current password is not right."));

    let changed = app
        .post_form(
            &here,
            "/settings/password",
            &[
                ("current", "correct horse battery"),
                ("everywhere", "1"),
                ("new", "a brand new password"),
            ],
        )
        .await;
    assert_eq!(changed.status().as_u16(), 303);
    // This session goes on; the other one is over at its next form.
    let create = app
        .post_form(&here, "/games", &[("kind", "countdown"), ("seats", "2")])
        .await;
    assert_eq!(
        create.status().as_u16(),
        303,
        "this session is still logged in"
    );
    let stale = app
        .post_form(
            &elsewhere,
            "/games",
            &[("kind", "countdown"), ("seats", "2")],
        )
        .await;
    assert_eq!(stale.status().as_u16(), 401, "the other session ended");
    let again = app
        .post_form(
            &browser(),
            "/login",
            &[("login", "anna"), ("password", "a brand new password")],
        )
        .await;
    assert_eq!(again.status().as_u16(), 303);
}

/// The computer players are accounts ("Alcuin (computer)"…): a name that
/// reads like one of theirs (the same name under the look-alike skeleton,
/// with accents, case, '-'/'_' aside, alone or with a computer-like word
/// such as "computer", "bot" or "ai" before or after it) is refused, so
/// nobody passes for the computer. Names that merely begin like one stay free.
#[tokio::test]
async fn names_that_pass_for_a_computer_player_are_refused() {
    let app = spawn_app().await;
    for (n, name) in [
        "Alcuin_computer",
        "alcuin",
        "Alcuín",
        "A1cuin",
        "alcuin-bot",
        "bot_alcuin",
        "PippinAI",
        "hugo",
        "Computer-Einhard",
    ]
    .into_iter()
    .enumerate()
    {
        let response = app
            .post_form(
                &browser(),
                "/signup",
                &[
                    ("username", name),
                    ("email", &format!("n{n}@example.org")),
                    ("password", "long enough password"),
                ],
            )
            .await;
        assert_eq!(response.status().as_u16(), 422, "{name}");
        assert!(
            response
                .text()
                .await
                .unwrap()
                .contains("belongs to a computer player"),
            "{name}"
        );
    }
    let people: i64 = sqlx::query_scalar("SELECT count(*) FROM users WHERE computer_level IS NULL")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(people, 0);
    for name in ["alcuinus", "hugo_b", "pippin-fan", "robot"] {
        app.sign_up(&browser(), name).await;
    }
}
