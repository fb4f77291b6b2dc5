//! The site's moderators on an event's page: calling it off and taking a
//! player out, each with a reason and its line in the audit log; to anyone
//! else the buttons are not there and the routes do not exist; a refusal
//! (a player not in it, an event over already) changes nothing.

use super::*;

async fn running_swiss(app: &TestApp, people: &[Player]) -> Uuid {
    let event = create_event(app, &people[0].client, &swiss_fields("Guarded Swiss", "4")).await;
    for player in people {
        press(app, &player.client, event, "register").await;
    }
    assert_eq!(games_of(app, event).await.len(), 2, "round 1 under way");
    event
}

async fn audit_lines(app: &TestApp) -> Vec<(String, Option<Uuid>, Option<Uuid>, String)> {
    sqlx::query_as(
        "SELECT action, target_user, target_event, reason FROM admin_actions ORDER BY id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_moderator_takes_a_player_out_with_a_reason_in_the_audit_log() {
    let app = spawn_app().await;
    let admin = browser();
    app.sign_up(&admin, "admin").await;
    let people = players(&app, &["olga", "pavel", "quinn", "rosa"]).await;
    let event = running_swiss(&app, &people).await;
    let target = &people[1];
    let path = format!("/events/{event}/export.jsonl");
    let before = log_of(&app, event).await.len();

    // Players see no moderators' buttons; their posts find no route.
    let page = event_page(&app, &people[0].client, event).await;
    assert!(!page.contains("/admin/events/"));
    let remove = format!("/admin/events/{event}/remove/{}", target.id);
    let refused = app
        .post_form(&people[0].client, &remove, &[("reason", "spite")])
        .await;
    assert_eq!(refused.status().as_u16(), 404);
    // The moderator sees them (one form naming the player, whatever the
    // event's size); without a reason nothing happens.
    let page = event_page(&app, &admin, event).await;
    assert!(page.contains(&format!("action=\"/admin/events/{event}/remove\"")));
    assert!(!page.contains(&remove), "no form per entrant");
    let refused = app.post_form(&admin, &remove, &[("reason", " ")]).await;
    assert!(refused.status().is_client_error() || refused.status().as_u16() == 303);
    assert_eq!(log_of(&app, event).await.len(), before, "nothing written");
    assert!(audit_lines(&app).await.is_empty());

    let done = app
        .post_form(&admin, &remove, &[("reason", "Abusive in every game")])
        .await;
    assert_eq!(done.status().as_u16(), 303);
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "RemovedByModerator"), 1, "{log:#?}");
    // Their running two-player game is lost at once, as a withdrawal.
    for (_, game) in games_of(&app, event).await {
        if seated(&app, game).await.contains(&target.id) {
            assert_eq!(status_of(&app, game).await, "finished");
        }
    }
    assert_eq!(
        audit_lines(&app).await,
        vec![(
            "remove_from_event".to_owned(),
            Some(target.id),
            Some(event),
            "Abusive in every game".to_owned()
        )]
    );
    let (_, audit) = app.page(&admin, "/admin/log").await;
    assert!(audit.contains("Abusive in every game"));
    // Taking them out twice is refused in words, and logs nothing more.
    let again = app
        .post_form(&admin, &remove, &[("reason", "Abusive in every game")])
        .await;
    assert_eq!(again.status().as_u16(), 303);
    assert_eq!(log_of(&app, event).await.len(), log.len());
    assert_eq!(audit_lines(&app).await.len(), 1);
    let (status, _) = app.page(&admin, &path).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn a_moderator_calls_an_event_off_and_its_games_with_it() {
    let app = spawn_app().await;
    let admin = browser();
    app.sign_up(&admin, "admin").await;
    let people = players(&app, &["olga", "pavel", "quinn", "rosa"]).await;
    let event = running_swiss(&app, &people).await;
    let cancel = format!("/admin/events/{event}/cancel");
    assert_eq!(
        app.post_form(&people[0].client, &cancel, &[("reason", "mine")])
            .await
            .status()
            .as_u16(),
        404,
        "not even its organizer, by this route"
    );
    let done = app
        .post_form(
            &admin,
            &cancel,
            &[("reason", "Collusion between two entrants")],
        )
        .await;
    assert_eq!(done.status().as_u16(), 303);
    for (_, game) in games_of(&app, event).await {
        assert_ne!(status_of(&app, game).await, "active", "called off with it");
    }
    let page = event_page(&app, &people[2].client, event).await;
    assert!(
        page.contains("moderators called the event off"),
        "the page says why"
    );
    assert!(!page.contains(&cancel), "nothing left to call off");
    let lines = audit_lines(&app).await;
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].0, "cancel_event");
    assert_eq!(lines[0].2, Some(event));
}

/// The event page's one removal form names the player by username, so it
/// is one form however big the event: it takes out an active entrant (in
/// the audit log, as the per-player route does) and refuses in words (422)
/// a name nobody has, or one of someone not playing in the event, with
/// nothing changed; to a player the route does not exist.
#[tokio::test]
async fn a_moderator_takes_a_player_out_by_name_with_the_one_form() {
    let app = spawn_app().await;
    let admin = browser();
    app.sign_up(&admin, "admin").await;
    let people = players(&app, &["olga", "pavel", "quinn", "rosa", "sven"]).await;
    let event = running_swiss(&app, &people[..4]).await;
    let form = format!("/admin/events/{event}/remove");
    let before = log_of(&app, event).await;
    let named = |name: &'static str| [("username", name), ("reason", "Abusive in every game")];

    let refused = app
        .post_form(&people[0].client, &form, &named("pavel"))
        .await;
    assert_eq!(refused.status().as_u16(), 404, "a player finds no route");
    let forged = admin
        .post(app.url(&form))
        .form(&named("pavel"))
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status().as_u16(), 403, "no CSRF token, no removal");
    // Nobody of that name; someone who is not in the event.
    for name in ["nobody", "sven"] {
        let refused = app.post_form(&admin, &form, &named(name)).await;
        assert_eq!(refused.status().as_u16(), 422, "{name}");
        let body = refused.text().await.unwrap();
        assert!(
            body.contains("Nobody of that name is playing in this event"),
            "{body}"
        );
        assert!(body.contains(&format!("The name given: {name}")), "{body}");
    }
    assert_eq!(log_of(&app, event).await, before, "nothing written");
    assert!(audit_lines(&app).await.is_empty());

    // The name as a moderator may type it: another case, spaces around.
    let done = app.post_form(&admin, &form, &named(" Pavel ")).await;
    assert_eq!(done.status().as_u16(), 303);
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "RemovedByModerator"), 1, "{log:#?}");
    assert_eq!(
        audit_lines(&app).await,
        vec![(
            "remove_from_event".to_owned(),
            Some(people[1].id),
            Some(event),
            "Abusive in every game".to_owned()
        )]
    );
    let page = event_page(&app, &admin, event).await;
    assert!(page.contains("The player was taken out of the event."));
    // Out already, he is no active entrant: refused in words, nothing more.
    let again = app.post_form(&admin, &form, &named("pavel")).await;
    assert_eq!(again.status().as_u16(), 422);
    assert_eq!(log_of(&app, event).await.len(), log.len());
    assert_eq!(audit_lines(&app).await.len(), 1);
}
