//! An event at scale (issue 44, "events at scale"): a Swiss of 241 players
//! in its second round. Its page stays the overview — the top of the
//! standings and the viewer's own line, the viewer's table and the first
//! tables of the round under way, the first entrants — and links to the
//! paged lists, which show every line exactly once; a small event's page
//! still shows everything.

use super::*;

/// The big Swiss's size: more than 100 standings lines (several pages), more
/// than 100 tables a round, an odd count so each round has a bye.
const ENTRANTS: usize = 241;

struct BigSwiss {
    event: Uuid,
    /// An entrant who lost round 1: outside the top 20.
    viewer: Player,
    viewer_name: &'static str,
    /// The API's reading of the event, the full lists to compare with.
    full: serde_json::Value,
}

/// A Swiss of `ENTRANTS` at two-player countdown, round 1 played (each
/// table's second seat resigns, the viewer always loses) and round 2 paired.
/// The entrants but the viewer are made in the store and entered through
/// the service's own function: signing up 240 browsers would take minutes.
async fn big_swiss(app: &TestApp) -> BigSwiss {
    let people = players(app, &["olga", "vera"]).await;
    let [olga, viewer]: [Player; 2] = people.try_into().ok().unwrap();
    let max = ENTRANTS.to_string();
    let event = create_event(app, &olga.client, &swiss_fields("Big Swiss", &max)).await;
    let now = chrono::Utc::now;
    for n in 1..ENTRANTS {
        if n == 100 {
            // The viewer enters as anyone does, in the middle of the field.
            press(app, &viewer.client, event, "register").await;
        }
        let name = format!("entrant{n:03}");
        let user = scriptorium::store::users::create(
            &app.pool,
            scriptorium::store::users::NewUser {
                username: &name,
                email: &format!("{name}@example.org"),
                password_hash: "not used",
                language: None,
            },
        )
        .await
        .unwrap()
        .expect("a new name");
        scriptorium::tournaments::register(&app.pool, event, user, now())
            .await
            .expect("entered");
    }
    assert_eq!(games_of(app, event).await.len(), ENTRANTS / 2, "round 1");
    let states = scriptorium::games::state_cache::StateCache::default();
    for (_, game) in games_of(app, event).await {
        let seats = seated(app, game).await;
        let loser = if seats[0] == viewer.id {
            seats[0]
        } else {
            seats[1]
        };
        scriptorium::play::submit(
            &app.pool,
            &states,
            game,
            loser,
            app.seq(game).await,
            Uuid::new_v4(),
            scriptorium::play::Decision::Resign,
        )
        .await
        .expect("resigned");
    }
    scriptorium::sweeper::sweep(&app.pool, now()).await.unwrap();
    assert_eq!(
        games_of(app, event).await.len(),
        2 * (ENTRANTS / 2),
        "round 2"
    );
    let token = app.api_token(viewer.id).await;
    let (status, full) = app
        .api_json(&token, "GET", &format!("/api/v1/events/{event}"), None)
        .await;
    assert_eq!(status, 200);
    BigSwiss {
        event,
        viewer,
        viewer_name: "vera",
        full,
    }
}

/// The names in the rows of the page's standings table, in order (a gap
/// marker is no line).
fn standings_names(page: &str) -> Vec<String> {
    let table = &page[page
        .find("<table class=\"standings\">")
        .expect("a standings table")..];
    let body = &table[table.find("<tbody>").unwrap()..table.find("</table>").unwrap()];
    body.split("<tr")
        .skip(1)
        .filter(|row| !row.starts_with(" class=\"gap\""))
        .map(|row| {
            let name = row.split("<td>").nth(2).expect("a name cell");
            name.split('<').next().unwrap().trim().to_owned()
        })
        .collect()
}

/// The items of the first list of `class` after `from` on the page.
fn items<'a>(page: &'a str, from: &str, class: &str) -> Vec<&'a str> {
    let rest = &page[page.find(from).unwrap_or_else(|| panic!("{from}: {page}"))..];
    let open = format!(" class=\"{class}\"");
    let list = &rest[rest.find(&open).unwrap_or_else(|| panic!("{class}"))..];
    let end = ["</ul>", "</ol>"]
        .iter()
        .filter_map(|close| list.find(close))
        .min()
        .unwrap();
    list[..end].split("<li").skip(1).collect()
}

/// "Table N" of a table's line.
fn label(item: &str) -> &str {
    item.split('>').nth(1).unwrap().split(':').next().unwrap()
}

fn names_in(list: &serde_json::Value, key: &str) -> Vec<String> {
    list[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["name"].as_str().unwrap().to_owned())
        .collect()
}

/// Every page of a paged list as `client` sees it, checked for its links:
/// "page K of M", previous and next, and "Find me" to `mine`'s page.
async fn every_page(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    pages: usize,
    mine: Option<usize>,
) -> Vec<String> {
    let mut bodies = Vec::new();
    for number in 1..=pages {
        let (status, body) = app.page(client, &format!("{path}?page={number}")).await;
        assert_eq!(status, 200, "{path} {number}");
        assert!(
            body.contains(&format!("Page {number} of {pages}")),
            "{body}"
        );
        let previous = format!(
            "href=\"{path}?page={}\" rel=\"prev\"",
            number.wrapping_sub(1)
        );
        assert_eq!(body.contains(&previous), number > 1, "{path} {number}");
        let next = format!("href=\"{path}?page={}\" rel=\"next\"", number + 1);
        assert_eq!(body.contains(&next), number < pages, "{path} {number}");
        match mine {
            Some(index) => {
                let page = index / 100 + 1;
                assert!(
                    body.contains(&format!("href=\"{path}?page={page}#me\">Find me</a>")),
                    "Find me leads to page {page}: {body}"
                );
                assert_eq!(
                    body.contains("id=\"me\""),
                    number == page,
                    "{path} {number}"
                );
            }
            None => assert!(!body.contains("Find me")),
        }
        bodies.push(body);
    }
    bodies
}

#[tokio::test]
async fn a_big_swiss_page_shows_the_top_the_viewer_and_the_round_under_way() {
    let app = spawn_app().await;
    let big = big_swiss(&app).await;
    let event = big.event;
    let standings = names_in(&big.full, "standings");
    assert_eq!(standings.len(), ENTRANTS);
    let me = standings
        .iter()
        .position(|name| name == big.viewer_name)
        .unwrap();
    assert!(me > 21 && me + 1 < ENTRANTS, "round 1 lost: {me}");

    let page = event_page(&app, &big.viewer.client, event).await;
    // Measured, not asserted: the numbers go into the issue.
    let moderator = browser();
    app.sign_up(&moderator, "admin").await;
    let moderators = event_page(&app, &moderator, event).await;
    eprintln!(
        "the big Swiss's page: {} bytes for an entrant, {} for a moderator",
        page.len(),
        moderators.len()
    );
    assert_eq!(
        moderators.matches("action=\"/admin/events/").count(),
        2,
        "two forms"
    );

    // The top 20, a gap, the viewer's line between its neighbours.
    let mut expected: Vec<String> = standings[..20].to_vec();
    expected.extend_from_slice(&standings[me - 1..=me + 1]);
    assert_eq!(standings_names(&page), expected);
    assert_eq!(page.matches("<tr class=\"gap\">").count(), 1);
    assert!(page.contains("<tr class=\"me\" id=\"me\">"), "marked");
    assert!(page.contains("vera <strong class=\"you\">(you)</strong>"));
    assert!(page.contains(&format!(
        "<a href=\"/events/{event}/standings\">All standings (241 players)</a>"
    )));
    // A visitor sees the top 20 only.
    let (_, visitor) = app.page(&browser(), &format!("/events/{event}")).await;
    assert_eq!(standings_names(&visitor), standings[..20].to_vec());
    assert!(!visitor.contains("class=\"gap\"") && !visitor.contains("id=\"me\""));

    // Round 1 is one line; round 2 lists the viewer's table first, then 20.
    assert!(page.contains(&format!(
        "<li><a href=\"/events/{event}/rounds/1\">Round 1</a> · 120 tables</li>"
    )));
    let tables = big.full["tables"].as_array().unwrap();
    let round_two: Vec<&serde_json::Value> = tables.iter().filter(|t| t["round"] == 2).collect();
    assert_eq!(round_two.len(), 120);
    let sits = |t: &serde_json::Value| t["players"].as_array().unwrap().iter().any(|p| p == "vera");
    let mine = round_two
        .iter()
        .find(|t| sits(t))
        .expect("the viewer's table");
    let mut expected: Vec<String> = vec![format!("Table {}", mine["table"])];
    expected.extend(
        round_two
            .iter()
            .filter(|t| !sits(t))
            .take(20)
            .map(|t| format!("Table {}", t["table"])),
    );
    let listed = items(&page, "<h3>Round 2</h3>", "event-tables");
    assert_eq!(
        listed.iter().map(|i| label(i)).collect::<Vec<_>>(),
        expected
    );
    assert!(listed[0].starts_with(" class=\"me\">") && listed[0].contains("your table"));
    assert!(listed[1..].iter().all(|item| !item.contains("your table")));
    assert!(page.contains(&format!(
        "<a href=\"/events/{event}/rounds/2\">All 120 tables of round 2</a>"
    )));
    assert!(
        !page.contains("<h3>Round 1</h3>"),
        "round 1's tables are on its page"
    );
    let byes: Vec<&serde_json::Value> = big.full["byes"].as_array().unwrap().iter().collect();
    let bye = byes.iter().find(|b| b["round"] == 2).unwrap()["name"]
        .as_str()
        .unwrap();
    assert!(
        page.contains(&format!("<p>Byes: {bye}</p>")),
        "a short list is named"
    );

    // The first 50 entrants, counted, and a link to them all.
    let entrants = names_in(&big.full, "entrants");
    let listed = items(&page, "<h2 id=\"entrants\">", "entrants");
    assert_eq!(listed.len(), 50);
    assert!(listed
        .iter()
        .zip(&entrants)
        .all(|(item, name)| item.starts_with(&format!(">{name} ("))));
    assert!(page.contains("241 players have entered"));
    assert!(page.contains(&format!(
        "<a href=\"/events/{event}/entrants\">All 241 players</a>"
    )));

    // The full standings: every line once, in order, over three pages.
    let path = format!("/events/{event}/standings");
    let bodies = every_page(&app, &big.viewer.client, &path, 3, Some(me)).await;
    let paged: Vec<String> = bodies
        .iter()
        .flat_map(|body| standings_names(body))
        .collect();
    assert_eq!(paged, standings);
    assert!(
        bodies.iter().all(|body| body.contains("Buchholz")),
        "tie-breaks named"
    );
    assert!(bodies.iter().all(|body| standings_names(body).len() <= 100));
    // The entrants likewise, numbered in order of entry.
    let path = format!("/events/{event}/entrants");
    let at = entrants.iter().position(|name| name == "vera");
    let bodies = every_page(&app, &big.viewer.client, &path, 3, at).await;
    let paged: Vec<String> = bodies
        .iter()
        .flat_map(|body| items(body, "<h2 id=\"entrants\">", "entrants"))
        .map(|item| {
            item.split('>')
                .nth(1)
                .unwrap()
                .split(" (")
                .next()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(paged, entrants);
    assert!(bodies[1].contains("<ol class=\"entrants\" start=\"101\">"));
    // Round 2's tables: two pages, each table once with its game, the
    // viewer's marked where "Find me" leads; the byes on the first page.
    let path = format!("/events/{event}/rounds/2");
    let index = round_two.iter().position(|t| sits(t));
    let bodies = every_page(&app, &big.viewer.client, &path, 2, index).await;
    let paged: Vec<String> = bodies
        .iter()
        .flat_map(|body| items(body, "<h2 id=\"tables\">", "event-tables"))
        .map(|item| {
            assert!(item.contains("href=\"/games/"), "{item}");
            label(item).to_owned()
        })
        .collect();
    let all: Vec<String> = round_two
        .iter()
        .map(|t| format!("Table {}", t["table"]))
        .collect();
    assert_eq!(paged, all);
    assert!(bodies[0].contains(&format!("id=\"byes\">Byes: {bye}")));
    assert!(!bodies[1].contains("id=\"byes\""));
    // Round 1's page: its results.
    let (status, body) = app
        .page(&big.viewer.client, &format!("/events/{event}/rounds/1"))
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        items(&body, "<h2 id=\"tables\">", "event-tables").len(),
        100
    );
    assert!(body.contains("1. ") && body.contains("Page 1 of 2"));
}

#[tokio::test]
async fn a_page_asked_for_wrongly_is_the_first_or_a_404_in_words() {
    let app = spawn_app().await;
    let big = big_swiss(&app).await;
    let event = big.event;
    let client = &big.viewer.client;
    for list in ["standings", "entrants", "rounds/2"] {
        let pages = if list == "rounds/2" { 2 } else { 3 };
        for query in [
            "",
            "?page=",
            "?page=0",
            "?page=-1",
            "?page=abc",
            "?page=1.5",
            "?page=1",
        ] {
            let (status, body) = app
                .page(client, &format!("/events/{event}/{list}{query}"))
                .await;
            assert_eq!(status, 200, "{list}{query}");
            assert!(
                body.contains(&format!("Page 1 of {pages}")),
                "{list}{query}"
            );
        }
        for query in [
            format!("?page={}", pages + 1),
            "?page=99999".to_owned(),
            "?page=99999999999999999999999999".to_owned(),
        ] {
            let (status, body) = app
                .page(client, &format!("/events/{event}/{list}{query}"))
                .await;
            assert_eq!(status, 404, "{list}{query}");
            assert!(body.contains("This list has no such page."), "{body}");
            assert!(body.contains(&format!("It has {pages} pages.")), "{body}");
        }
    }
    for round in ["3", "abc", "-1", "99999999999"] {
        let (status, body) = app
            .page(client, &format!("/events/{event}/rounds/{round}"))
            .await;
        assert_eq!(status, 404, "{round}");
        assert!(!body.is_empty());
    }
    let (_, body) = app.page(client, &format!("/events/{event}/rounds/3")).await;
    assert!(body.contains("This event has no such round."), "{body}");
    let nowhere = Uuid::new_v4();
    for list in ["standings", "entrants", "rounds/1"] {
        let (status, _) = app.page(client, &format!("/events/{nowhere}/{list}")).await;
        assert_eq!(status, 404);
    }
}

#[tokio::test]
async fn a_small_event_page_still_shows_everything() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert", "cora"]).await;
    let event = create_event(&app, &people[0].client, &swiss_fields("Small Swiss", "4")).await;
    for player in &people {
        press(&app, &player.client, event, "register").await;
    }
    second_seats_resign(&app, event, &people).await;
    scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now())
        .await
        .unwrap();
    assert_eq!(games_of(&app, event).await.len(), 4, "round 2 paired");
    let page = event_page(&app, &people[1].client, event).await;
    for round in ["<h3>Round 1</h3>", "<h3>Round 2</h3>"] {
        assert!(page.contains(round), "every round whole");
    }
    for table in 1..=4 {
        assert!(page.contains(&format!("Table {table}: ")), "table {table}");
    }
    let mut shown = standings_names(&page);
    shown.sort();
    assert_eq!(shown, ["anna", "bert", "cora", "olga"]);
    assert_eq!(items(&page, "<h2 id=\"entrants\">", "entrants").len(), 4);
    for paged in ["/standings", "/rounds/", "/entrants", "class=\"gap\""] {
        assert!(!page.contains(paged), "no {paged} on a small event's page");
    }
    assert!(
        page.contains("anna <strong class=\"you\">(you)</strong>"),
        "the viewer marked"
    );
    // Its full lists are there all the same, one page each.
    let (status, body) = app
        .page(&people[1].client, &format!("/events/{event}/standings"))
        .await;
    assert_eq!(status, 200);
    assert!(body.contains("Page 1 of 1") && !body.contains("rel=\"next\""));
    assert_eq!(standings_names(&body).len(), 4);
}
