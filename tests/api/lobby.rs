use crate::helpers::{browser, spawn_app};
use serde_json::Value;
use uuid::Uuid;

#[tokio::test]
async fn create_join_start_and_my_games() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;

    let (_, lobby) = app.page(&bob, "/").await;
    assert!(
        lobby.contains(&format!("/games/{game}")),
        "open game listed"
    );

    let response = app
        .post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let (status, page) = app.page(&bob, &format!("/games/{game}")).await;
    assert_eq!(status, 200);
    assert!(page.contains("The game has started!"));

    let seats: Vec<Option<i16>> =
        sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 ORDER BY seat")
            .bind(game)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(seats, vec![Some(0), Some(1)], "seats drawn at the start");
    let (_, lobby) = app.page(&bob, "/").await;
    assert!(
        !lobby.contains(&format!("/games/{game}")),
        "a started game leaves the lobby"
    );

    // "My games": whoever must move sees it under "Your turn".
    let to_move: i16 = app.waiting_seat(game).await;
    let anna_seat: i16 = sqlx::query_scalar("SELECT seat FROM game_players p JOIN users u ON u.id = p.user_id WHERE u.username = 'anna'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let mover = if to_move == anna_seat { &anna } else { &bob };
    let (_, mine) = app.page(mover, "/my-games").await;
    let turn_section =
        &mine[mine.find("id=\"my-turn\"").unwrap()..mine.find("id=\"waiting\"").unwrap()];
    assert!(turn_section.contains(&format!("/games/{game}")));
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn leave_and_cancel_before_the_start() {
    let app = spawn_app().await;
    let (anna, bob, cleo) = (browser(), browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    app.sign_up(&cleo, "cleo").await;
    let game = app.create_countdown(&anna, "3").await;
    assert_eq!(
        app.post_form(&bob, &format!("/games/{game}/join"), &[])
            .await
            .status()
            .as_u16(),
        303
    );
    assert_eq!(
        app.post_form(&bob, &format!("/games/{game}/leave"), &[])
            .await
            .status()
            .as_u16(),
        303
    );
    let players: i64 = sqlx::query_scalar("SELECT count(*) FROM game_players WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(players, 1);

    // Only the creator may cancel; the creator cannot leave.
    assert_eq!(
        app.post_form(&cleo, &format!("/games/{game}/cancel"), &[])
            .await
            .status()
            .as_u16(),
        403
    );
    assert_eq!(
        app.post_form(&anna, &format!("/games/{game}/leave"), &[])
            .await
            .status()
            .as_u16(),
        403
    );
    assert_eq!(
        app.post_form(&anna, &format!("/games/{game}/cancel"), &[])
            .await
            .status()
            .as_u16(),
        303
    );
    let (status, _) = app.page(&cleo, &format!("/games/{game}")).await;
    assert_eq!(status, 410);
    assert_eq!(
        app.post_form(&cleo, &format!("/games/{game}/join"), &[])
            .await
            .status()
            .as_u16(),
        409
    );
}

#[tokio::test]
async fn invitation_only_games_need_an_invitation() {
    let app = spawn_app().await;
    let (anna, bob, cleo) = (browser(), browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    app.sign_up(&cleo, "cleo").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "3"),
                ("time_limit", "none"),
                ("invite_only", "on"),
            ],
        )
        .await;

    let (_, lobby) = app.page(&bob, "/").await;
    assert!(!lobby.contains(&format!("/games/{game}")), "not listed");
    assert_eq!(
        app.post_form(&bob, &format!("/games/{game}/join"), &[])
            .await
            .status()
            .as_u16(),
        403
    );

    // By username: bob is invited and mailed.
    assert_eq!(
        app.post_form(
            &anna,
            &format!("/games/{game}/invite"),
            &[("username", "bob")]
        )
        .await
        .status()
        .as_u16(),
        303
    );
    let invitations: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE kind = 'invitation' AND to_address = 'bob@example.org'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(invitations, 1);
    // The mail says who invites whom to what, as one sentence.
    let bob_id: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'bob'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let mut conn = app.pool.acquire().await.unwrap();
    let pending =
        scriptorium::store::outbox::pending_notifications(&mut conn, bob_id, chrono::Utc::now())
            .await
            .unwrap();
    let (plan, _) =
        scriptorium::mail::notifications::plan(&mut conn, &pending[0], chrono::Utc::now())
            .await
            .unwrap();
    let scriptorium::mail::notifications::Plan::Deliver(mail, _) = plan else {
        panic!("the invitation goes now: {plan:?}")
    };
    assert_eq!(mail.subject, "anna invites you to play Countdown");
    drop(conn);
    assert_eq!(
        app.post_form(&bob, &format!("/games/{game}/join"), &[])
            .await
            .status()
            .as_u16(),
        303
    );
    assert_eq!(
        app.post_form(
            &anna,
            &format!("/games/{game}/invite"),
            &[("username", "nobody")]
        )
        .await
        .status()
        .as_u16(),
        422
    );

    // By link: the creator's page shows it; cleo joins with it.
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    let start = page.find("?invite=").expect("invitation link shown") + "?invite=".len();
    let token = &page[start..start + 64];
    let (_, with_link) = app
        .page(&cleo, &format!("/games/{game}?invite={token}"))
        .await;
    assert!(with_link.contains(&format!("name=\"invite\" value=\"{token}\"")));
    let forged = app
        .post_form(
            &cleo,
            &format!("/games/{game}/join"),
            &[("invite", &"0".repeat(64))],
        )
        .await;
    assert_eq!(forged.status().as_u16(), 403);
    let joined = app
        .post_form(&cleo, &format!("/games/{game}/join"), &[("invite", token)])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "active");
}

#[tokio::test]
async fn creating_with_bad_settings_is_refused() {
    let app = spawn_app().await;
    let anna = browser();
    app.sign_up(&anna, "anna").await;
    for fields in [
        vec![("kind", "countdown"), ("seats", "9")],
        vec![("kind", "chess"), ("seats", "2")],
        vec![("kind", "countdown"), ("seats", "two")],
        vec![
            ("kind", "countdown"),
            ("seats", "2"),
            ("time_limit", "100000"),
        ],
    ] {
        let response = app.post_form(&anna, "/games", &fields).await;
        assert!(
            response.status().is_client_error(),
            "{fields:?} gave {}",
            response.status()
        );
    }
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(games, 0);
}

/// The Join form of `game` in a page, if the page offers one.
fn join_form(html: &str, game: uuid::Uuid) -> Option<&str> {
    let action = html.find(&format!("action=\"/games/{game}/join\""))?;
    let start = html[..action].rfind("<form")?;
    let end = html[action..].find("</form>")? + action;
    Some(&html[start..end])
}

/// The column headings of the first table in a page.
fn column_headings(html: &str) -> Vec<String> {
    let head =
        &html[html.find("<thead>").unwrap() + "<thead>".len()..html.find("</thead>").unwrap()];
    head.split("<th")
        .skip(1)
        .map(|cell| {
            let text = &cell[cell.find('>').unwrap() + 1..cell.find("</th>").unwrap()];
            text.trim().to_owned()
        })
        .collect()
}

#[tokio::test]
async fn the_open_games_list_has_a_join_button_that_works() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "3").await;

    let (_, lobby) = app.page(&bob, "/").await;
    let form = join_form(&lobby, game).expect("a Join button in the open-games list");
    assert!(form.contains("method=\"post\""));
    let csrf = crate::helpers::input_value(form, "csrf").expect("the Join form carries CSRF");
    assert!(!csrf.is_empty());
    let (_, anonymous_lobby) = app.page(&browser(), "/").await;
    assert!(
        join_form(&anonymous_lobby, game).is_none(),
        "no Join for visitors who are not logged in"
    );
    let (_, own_lobby) = app.page(&anna, "/").await;
    assert!(
        join_form(&own_lobby, game).is_none(),
        "not in one's own game"
    );

    // The button posts exactly what the form holds.
    let response = bob
        .post(app.url(&format!("/games/{game}/join")))
        .form(&[("csrf", csrf.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 303);
    let bob_seated: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM game_players p JOIN users u ON u.id = p.user_id
         WHERE p.game_id = $1 AND u.username = 'bob'",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(bob_seated, 1);
    let (_, lobby) = app.page(&bob, "/").await;
    assert!(join_form(&lobby, game).is_none(), "seated: no more Join");
}

#[tokio::test]
async fn invitation_only_games_offer_join_only_to_the_invited() {
    let app = spawn_app().await;
    let (anna, bob, cleo) = (browser(), browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    app.sign_up(&cleo, "cleo").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "3"),
                ("time_limit", "none"),
                ("invite_only", "on"),
            ],
        )
        .await;

    // Uninvited: no Join on the page (nor with a forged link), and the POST
    // is still refused.
    let (status, page) = app.page(&cleo, &format!("/games/{game}")).await;
    assert_eq!(status, 200);
    assert!(
        join_form(&page, game).is_none(),
        "no Join for the uninvited"
    );
    let forged = "0".repeat(64);
    let (_, page) = app
        .page(&cleo, &format!("/games/{game}?invite={forged}"))
        .await;
    assert!(
        join_form(&page, game).is_none(),
        "a forged link invites no one"
    );
    let refused = app
        .post_form(&cleo, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(refused.status().as_u16(), 403);
    let players: i64 = sqlx::query_scalar("SELECT count(*) FROM game_players WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(players, 1, "the refusal changed nothing");

    // Invited by name: Join on the game page and in the lobby list.
    app.post_form(
        &anna,
        &format!("/games/{game}/invite"),
        &[("username", "bob")],
    )
    .await;
    let (_, lobby) = app.page(&bob, "/").await;
    assert!(join_form(&lobby, game).is_some(), "Join in the list");
    let (_, page) = app.page(&bob, &format!("/games/{game}")).await;
    let form = join_form(&page, game).expect("Join on the page for the invited");
    let token = crate::helpers::input_value(form, "invite").expect("the invitation travels");
    let joined = app
        .post_form(&bob, &format!("/games/{game}/join"), &[("invite", &token)])
        .await;
    assert_eq!(joined.status().as_u16(), 303);

    // Invited by link: the link's token shows Join to cleo.
    let (_, creator_page) = app.page(&anna, &format!("/games/{game}")).await;
    let start = creator_page.find("?invite=").unwrap() + "?invite=".len();
    let link_token = &creator_page[start..start + 64];
    let (_, page) = app
        .page(&cleo, &format!("/games/{game}?invite={link_token}"))
        .await;
    assert!(join_form(&page, game).is_some(), "Join for the link holder");
}

#[tokio::test]
async fn every_list_column_has_a_heading_of_its_own() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    app.create_countdown(&anna, "3").await;
    for (client, path) in [
        (&bob, "/"),
        (&anna, "/"),
        (&browser(), "/"),
        (&anna, "/my-games"),
    ] {
        let (_, html) = app.page(client, path).await;
        let headings = column_headings(&html);
        assert!(headings.len() >= 5, "{path}: {headings:?}");
        assert!(
            headings.iter().all(|heading| !heading.is_empty()),
            "{path}: a column without a heading: {headings:?}"
        );
        let mut distinct = headings.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), headings.len(), "{path}: {headings:?}");
    }
    let (_, new_game) = app.page(&anna, "/games/new").await;
    assert!(
        new_game.contains("<button type=\"submit\">Show this game"),
        "the game picker says what it does"
    );
}

#[tokio::test]
async fn the_lobby_says_what_happens_when_time_runs_out_before_one_joins() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    app.create_game(
        &anna,
        &[
            ("kind", "torres"),
            ("seats", "2"),
            ("time_limit", "72"),
            ("timeout_policy", "bot"),
            ("time_bank", "48"),
        ],
    )
    .await;
    app.create_game(
        &anna,
        &[
            ("kind", "carolingi"),
            ("seats", "3"),
            ("time_limit", "24"),
            ("timeout_policy", "end"),
            ("time_bank", "0"),
        ],
    )
    .await;
    let (_, lobby) = app.page(&bob, "/").await;
    assert!(
        lobby.contains(
            "3 days per move, bank 2 days <small class=\"time-rules\">(then the computer plays)</small>"
        ),
        "{lobby}"
    );
    assert!(
        lobby.contains("1 day per move <small class=\"time-rules\">(then the game ends)</small>")
    );
}

#[tokio::test]
async fn next_game_goes_to_another_game_waiting_for_me() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let mut games = Vec::new();
    for _ in 0..3 {
        let game = app.create_countdown(&anna, "2").await;
        let joined = app
            .post_form(&bob, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
        games.push(game);
    }
    let mut annas = Vec::new();
    for game in &games {
        if app.user_at(*game, app.waiting_seat(*game).await).await == anna_id {
            annas.push(*game);
        }
    }
    // Where does /next send anna?
    let target = |after: Option<uuid::Uuid>| {
        let anna = anna.clone();
        let app = &app;
        async move {
            let path = match after {
                Some(game) => format!("/next?after={game}"),
                None => "/next".to_owned(),
            };
            let response = anna.get(app.url(&path)).send().await.unwrap();
            assert_eq!(response.status().as_u16(), 303, "{path}");
            response.headers()["location"].to_str().unwrap().to_owned()
        }
    };
    // The way on is offered after the move: not on anna's own turn, where
    // the board comes first.
    for game in &games {
        let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
        let link = page.contains(&format!("href=\"/next?after={game}\""));
        assert_eq!(link, !annas.contains(game), "{game}");
    }
    match annas.as_slice() {
        [] => assert_eq!(target(None).await, "/my-games"),
        [only] => {
            assert_eq!(target(None).await, format!("/games/{only}"));
            assert_eq!(target(Some(*only)).await, "/my-games");
            let (_, mine) = app.page(&anna, "/my-games").await;
            assert!(mine.contains("No other game is waiting for you."));
        }
        [first, rest @ ..] => {
            let next = target(Some(*first)).await;
            assert!(
                rest.iter().any(|game| next == format!("/games/{game}")),
                "{next} is another game waiting for anna"
            );
        }
    }
    // A game waiting for bob is never anna's next.
    for game in games.iter().filter(|game| !annas.contains(game)) {
        assert_ne!(target(None).await, format!("/games/{game}"));
    }
}

#[tokio::test]
async fn a_rematch_offers_the_same_game_to_the_same_players_and_starts_when_they_join() {
    let app = spawn_app().await;
    let (game, players) = crate::play::started_game(&app).await;
    let (anna, anna_id) = (&players[0].0, players[0].1);
    let (bob, bob_id) = (&players[1].0, players[1].1);
    let carl = browser();
    app.sign_up(&carl, "carl").await;
    // Not before the end.
    let early = app
        .post_form(anna, &format!("/games/{game}/rematch"), &[])
        .await;
    assert_eq!(early.status().as_u16(), 422);
    app.play_to_end(game, &[anna_id, bob_id]).await;
    let (_, page) = app.page(anna, &format!("/games/{game}")).await;
    assert!(page.contains("Offer a rematch"));
    let (_, onlooker) = app.page(&carl, &format!("/games/{game}")).await;
    assert!(!onlooker.contains("rematch"));
    let refused = app
        .post_form(&carl, &format!("/games/{game}/rematch"), &[])
        .await;
    assert_eq!(refused.status().as_u16(), 403);

    let offered = app
        .post_form(anna, &format!("/games/{game}/rematch"), &[])
        .await;
    assert_eq!(offered.status().as_u16(), 303);
    let rematch: Uuid = offered.headers()["location"].to_str().unwrap()["/games/".len()..]
        .parse()
        .unwrap();
    let again = app
        .post_form(anna, &format!("/games/{game}/rematch"), &[])
        .await;
    assert_eq!(
        again.headers()["location"].to_str().unwrap(),
        format!("/games/{rematch}"),
        "one rematch at a time"
    );
    let (old, new): (Value, Value) = (
        sqlx::query_scalar("SELECT to_jsonb(g) - 'id' - 'created_at' - 'updated_at' - 'status' - 'seq' - 'state' - 'outcome' - 'waiting_on' - 'started_at' - 'finished_at' - 'last_action_no' - 'invite_only' - 'rematch_of' - 'undo_seat' - 'undo_action_no' FROM games g WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap(),
        sqlx::query_scalar("SELECT to_jsonb(g) - 'id' - 'created_at' - 'updated_at' - 'status' - 'seq' - 'state' - 'outcome' - 'waiting_on' - 'started_at' - 'finished_at' - 'last_action_no' - 'invite_only' - 'rematch_of' - 'undo_seat' - 'undo_action_no' FROM games g WHERE id = $1")
            .bind(rematch)
            .fetch_one(&app.pool)
            .await
            .unwrap(),
    );
    assert_eq!(old, new, "same game, seats, options and limits");
    let invited: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE user_id = $1 AND game_id = $2 AND kind = 'invitation'",
    )
    .bind(bob_id)
    .bind(rematch)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(invited, 1);
    // Carl, not invited, cannot take the seat; bob accepts from the old game.
    let gatecrash = app
        .post_form(&carl, &format!("/games/{rematch}/join"), &[])
        .await;
    assert_eq!(gatecrash.status().as_u16(), 403);
    let (_, page) = app.page(bob, &format!("/games/{game}")).await;
    assert!(page.contains("Join the rematch"));
    let accepted = app
        .post_form(bob, &format!("/games/{game}/rematch"), &[])
        .await;
    assert_eq!(accepted.status().as_u16(), 303);
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(rematch)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "active");
    // The API: the same rule (an onlooker may not), the same answer.
    let carl_id: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'carl'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let api = reqwest::Client::new();
    let status = api
        .post(app.url(&format!("/api/v1/games/{game}/rematch")))
        .bearer_auth(app.api_token(carl_id).await)
        .send()
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 403);
    let answer: Value = api
        .post(app.url(&format!("/api/v1/games/{game}/rematch")))
        .bearer_auth(app.api_token(anna_id).await)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_ne!(
        answer["id"],
        rematch.to_string(),
        "the first rematch is under way: a new one"
    );
}

/// Issue 39: an invitation-only game could be read and followed by any
/// outsider with its address. A game made private at its creation exists
/// only for its players, the people invited while it waits, and the site's
/// administrators: to anyone else its page, history, export, API read and
/// follow are the 404 of no game at all, and it is listed nowhere.
#[tokio::test]
async fn a_private_game_is_seen_by_its_players_its_invitees_and_administrators_only() {
    let app = spawn_app().await;
    let (anna, bob, eve, admin) = (browser(), browser(), browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let eve_id = app.sign_up(&eve, "eve").await;
    app.sign_up(&admin, "admin").await;
    let game = app
        .create_game(
            &anna,
            &[("kind", "countdown"), ("seats", "2"), ("private", "on")],
        )
        .await;
    let page = format!("/games/{game}");
    // Open: anna invites bob by name; he sees it, eve does not.
    let invited = app
        .post_form(&anna, &format!("{page}/invite"), &[("username", "bob")])
        .await;
    assert_eq!(invited.status().as_u16(), 303);
    assert_eq!(app.page(&bob, &page).await.0, 200, "the invitee sees it");
    assert_eq!(app.page(&eve, &page).await.0, 404, "an outsider does not");
    assert_eq!(app.page(&browser(), &page).await.0, 404, "nor a visitor");
    let (_, lobby) = app.page(&eve, "/lobby").await;
    assert!(!lobby.contains(&game.to_string()), "not listed to others");
    let joined = app.post_form(&eve, &format!("{page}/join"), &[]).await;
    assert_ne!(joined.status().as_u16(), 303, "eve cannot join");
    let joined = app.post_form(&bob, &format!("{page}/join"), &[]).await;
    assert_eq!(joined.status().as_u16(), 303, "bob joins");
    app.pass_the_turn(game, &[(anna.clone(), anna_id), (bob.clone(), bob_id)])
        .await;

    // Under way: every read, for each of them.
    let eve_token = app.api_token(eve_id).await;
    let bob_token = app.api_token(bob_id).await;
    for path in [
        page.clone(),
        format!("{page}/history"),
        format!("{page}/at/1"),
        format!("{page}/export.jsonl"),
    ] {
        assert_eq!(app.page(&anna, &path).await.0, 200, "anna: {path}");
        assert_eq!(
            app.page(&admin, &path).await.0,
            200,
            "the administrator: {path}"
        );
        assert_eq!(app.page(&eve, &path).await.0, 404, "eve: {path}");
        assert_eq!(
            app.page(&browser(), &path).await.0,
            404,
            "a visitor: {path}"
        );
    }
    // Its live feed too.
    let feed = eve
        .get(app.url(&format!("{page}/live")))
        .header("accept", "text/event-stream")
        .send()
        .await
        .unwrap();
    assert_eq!(feed.status().as_u16(), 404, "eve hears nothing of it");
    let api_read = |token: String| {
        let url = app.url(&format!("/api/v1/games/{game}"));
        async move {
            reqwest::Client::new()
                .get(url)
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    assert_eq!(api_read(bob_token).await, 200);
    assert_eq!(api_read(eve_token.clone()).await, 404);
    // Eve cannot follow it, by page or API; a follower of anna hears
    // nothing of it.
    let followed = app
        .post_form(&eve, &format!("{page}/follow"), &[("follow", "1")])
        .await;
    assert_eq!(followed.status().as_u16(), 404);
    let followed = reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/follow")))
        .bearer_auth(&eve_token)
        .send()
        .await
        .unwrap();
    assert_eq!(followed.status().as_u16(), 404);
    let follows: i64 = sqlx::query_scalar("SELECT count(*) FROM follows WHERE user_id = $1")
        .bind(eve_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(follows, 0);
    let (_, watch) = app.page(&eve, "/watch").await;
    assert!(!watch.contains(&game.to_string()), "not on the watch list");
}
