//! A ladder (issue 44) through its pages and their API twins: who may be
//! challenged is offered as buttons, a challenge out of reach is refused in
//! words with the log unchanged, only the one challenged answers, an
//! accepted challenge starts a game whose win swaps the rungs, a declined
//! one is lost (by this ladder's rules), and the organizer closes it.

use crate::helpers::{spawn_app, TestApp};
use crate::resign::resign_by_form;
use crate::tournaments::{
    count, create_event, event_page, games_of, ladder_fields, log_of, players, press, seated,
    status_of, Player,
};
use serde_json::{json, Value};
use uuid::Uuid;

async fn event_json(app: &TestApp, token: &str, event: Uuid) -> Value {
    let (status, body) = app
        .api_json(token, "GET", &format!("/api/v1/events/{event}"), None)
        .await;
    assert_eq!(status, 200, "{body}");
    body
}

fn names(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|name| name.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_ladder_is_climbed_by_challenges_made_and_answered_on_its_page_and_through_the_api() {
    let app = spawn_app().await;
    let names_in_order = ["ada", "bora", "cem", "dora"];
    let people = players(&app, &names_in_order).await;
    let by_name = |name: &str| -> &Player {
        &people[names_in_order.iter().position(|n| *n == name).unwrap()]
    };
    let mut tokens = std::collections::HashMap::new();
    for (name, player) in names_in_order.iter().zip(&people) {
        tokens.insert(name.to_string(), app.api_token(player.id).await);
    }
    let event = create_event(
        &app,
        &people[0].client,
        &[
            ladder_fields("Autumn ladder", "4"),
            vec![("decline_loses", "on")],
        ]
        .concat(),
    )
    .await;
    for player in &people {
        press(&app, &player.client, event, "register").await;
    }
    let shown = event_json(&app, &tokens["ada"], event).await;
    assert_eq!(shown["phase"], "running", "{shown}");
    let ladder = names(&shown["ladder"]);
    assert_eq!(ladder.len(), 4);
    let rung = |n: usize| ladder[n].clone();
    let bottom = rung(3);

    // The bottom rung may challenge the two above it, not the top.
    let seen = event_json(&app, &tokens[&bottom], event).await;
    assert_eq!(names(&seen["may_challenge"]), vec![rung(1), rung(2)]);
    let page = event_page(&app, &by_name(&bottom).client, event).await;
    for target in [rung(1), rung(2)] {
        assert!(
            page.contains(&format!("Challenge {target} (rung")),
            "{target} offered"
        );
    }
    assert!(!page.contains(&format!("Challenge {} (rung", rung(0))));
    // The top rung has nobody to challenge.
    assert_eq!(
        names(&event_json(&app, &tokens[&rung(0)], event).await["may_challenge"]),
        Vec::<String>::new()
    );

    // Out of reach, by the form: refused in words, nothing written.
    let before = log_of(&app, event).await.len();
    let top = by_name(&rung(0)).id.to_string();
    let response = app
        .post_form(
            &by_name(&bottom).client,
            &format!("/events/{event}/challenges"),
            &[("player", top.as_str())],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let page = event_page(&app, &by_name(&bottom).client, event).await;
    assert!(page.contains("That player is not above you within reach of a challenge."));
    assert_eq!(
        log_of(&app, event).await.len(),
        before,
        "the refusal wrote nothing"
    );
    // A malformed player is a clear 4xx, not a crash.
    let response = app
        .post_form(
            &by_name(&bottom).client,
            &format!("/events/{event}/challenges"),
            &[("player", "not-an-id")],
        )
        .await;
    assert_eq!(response.status().as_u16(), 400);
    // Without the form's CSRF token nothing happens.
    let forged = by_name(&bottom)
        .client
        .post(app.url(&format!("/events/{event}/challenges")))
        .form(&[("player", by_name(&rung(1)).id.to_string())])
        .send()
        .await
        .unwrap();
    assert!(forged.status().is_client_error(), "{}", forged.status());
    assert_eq!(log_of(&app, event).await.len(), before);

    // Within reach, by the form.
    let target = by_name(&rung(1)).id.to_string();
    let response = app
        .post_form(
            &by_name(&bottom).client,
            &format!("/events/{event}/challenges"),
            &[("player", target.as_str())],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let page = event_page(&app, &by_name(&bottom).client, event).await;
    assert!(page.contains("Your challenge is sent."));
    assert_eq!(count(&log_of(&app, event).await, "ChallengeIssued"), 1);
    // Listed for everyone, with the deadline; only the challenged may answer.
    let seen = event_json(&app, &tokens[&rung(2)], event).await;
    assert_eq!(seen["challenges"][0]["challenger"], json!(bottom));
    assert_eq!(seen["challenges"][0]["challenged"], json!(rung(1)));
    assert_eq!(seen["challenges"][0]["status"], "open");
    assert!(seen["challenges"][0]["answer_by"].is_string());
    let accept = format!("/events/{event}/challenges/0/accept");
    assert!(!event_page(&app, &by_name(&rung(2)).client, event)
        .await
        .contains(&accept));
    assert!(event_page(&app, &by_name(&rung(1)).client, event)
        .await
        .contains(&accept));
    let (status, body) = app
        .api_json(&tokens[&rung(2)], "POST", &format!("/api/v1{accept}"), None)
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(
        body["message"],
        "Only the challenged player may answer this challenge."
    );
    assert!(games_of(&app, event).await.is_empty(), "no game yet");

    // Accepted through the API: the game seats the challenged, then the
    // challenger.
    let (status, body) = app
        .api_json(&tokens[&rung(1)], "POST", &format!("/api/v1{accept}"), None)
        .await;
    assert_eq!(status, 204, "{body}");
    let games = games_of(&app, event).await;
    assert_eq!(games.len(), 1);
    let game = games[0].1;
    assert_eq!(
        seated(&app, game).await,
        vec![by_name(&rung(1)).id, by_name(&bottom).id]
    );
    // Answering twice is refused.
    let (status, _) = app
        .api_json(&tokens[&rung(1)], "POST", &format!("/api/v1{accept}"), None)
        .await;
    assert_eq!(status, 409);
    // The challenged resigns: the challenger takes the rung.
    assert_eq!(
        resign_by_form(&app, &by_name(&rung(1)).client, game).await,
        303
    );
    assert_eq!(status_of(&app, game).await, "finished");
    let seen = event_json(&app, &tokens["ada"], event).await;
    assert_eq!(
        names(&seen["ladder"]),
        vec![rung(0), bottom.clone(), rung(2), rung(1)]
    );
    // The standings read the rungs from 1 at the top.
    assert_eq!(seen["standings"][1]["name"], json!(bottom));
    assert_eq!(seen["standings"][1]["tie_breaks"], json!([["Rung", 2]]));
    // On the page the rung is the standings' last column, named in full.
    let page = event_page(&app, &people[0].client, event).await;
    assert!(
        page.contains("<abbr title=\"rung\">Rung</abbr>"),
        "the rung's column"
    );
    let row = page
        .split("<tr")
        .find(|row| row.contains(&format!("<td>{bottom}")))
        .expect("the new second's line");
    assert!(
        row.contains("<td>2</td></tr>"),
        "the page reads rung 2: {row}"
    );

    // The new bottom challenges through the API; declined on the page, it is
    // lost (this ladder's rule): the rungs swap without a game.
    let (status, body) = app
        .api_json(
            &tokens[&rung(1)],
            "POST",
            &format!("/api/v1/events/{event}/challenges"),
            Some(json!({"username": rung(2)})),
        )
        .await;
    assert_eq!(status, 204, "{body}");
    let response = app
        .post_form(
            &by_name(&rung(2)).client,
            &format!("/events/{event}/challenges/1/decline"),
            &[],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    assert!(event_page(&app, &by_name(&rung(2)).client, event)
        .await
        .contains("You declined the challenge."));
    let ladder_now = names(&event_json(&app, &tokens["ada"], event).await["ladder"]);
    assert_eq!(ladder_now, vec![rung(0), bottom.clone(), rung(1), rung(2)]);
    assert_eq!(
        games_of(&app, event).await.len(),
        1,
        "a declined challenge plays no game"
    );
    let seen = event_json(&app, &tokens["ada"], event).await;
    assert_eq!(seen["challenges"][0]["status"], "declined");
    assert_eq!(seen["challenges"][1]["status"], "accepted");

    // An unknown name is a 422 in words.
    let (status, body) = app
        .api_json(
            &tokens[&rung(2)],
            "POST",
            &format!("/api/v1/events/{event}/challenges"),
            Some(json!({"username": "nobody-here"})),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(body["message"], "There is no player of that name.");

    // Only the organizer closes it; then the top rung wins.
    let organizer = "ada";
    let other = names_in_order.iter().find(|n| **n != organizer).unwrap();
    let (status, _) = app
        .api_json(
            &tokens[*other],
            "POST",
            &format!("/api/v1/events/{event}/close"),
            None,
        )
        .await;
    assert_eq!(status, 403);
    assert!(event_page(&app, &people[0].client, event)
        .await
        .contains("Close the ladder"));
    let location = press(&app, &people[0].client, event, "close").await;
    assert_eq!(location, format!("/events/{event}"));
    let seen = event_json(&app, &tokens["ada"], event).await;
    assert_eq!(seen["phase"], "finished", "{seen}");
    assert_eq!(names(&seen["winners"]), vec![rung(0)]);
    assert_eq!(names(&seen["may_challenge"]), Vec::<String>::new());
}
