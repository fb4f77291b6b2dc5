//! How pages and static files are served: `HEAD` wherever `GET` works,
//! compressed pages, and static files under content-hashed names that may be
//! cached for a year.

use crate::helpers::{browser, spawn_app};
use crate::play::started_game;
use std::io::{Read, Write};

/// The URL in `attribute="/static/<stem>.…"` on a page.
fn static_link(html: &str, attribute: &str, stem: &str) -> String {
    let start = format!("{attribute}=\"/static/{stem}.");
    let at = html
        .find(&start)
        .unwrap_or_else(|| panic!("a link to {stem} in the page"));
    let rest = &html[at + attribute.len() + 2..];
    rest[..rest.find('"').unwrap()].to_owned()
}

fn static_file(name: &str) -> Vec<u8> {
    std::fs::read(format!("{}/static/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[tokio::test]
async fn head_answers_wherever_get_does_without_a_body() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (player, _) = &players[0];
    let (_, offline) = app.page(player, "/offline").await;
    let hashed_css = static_link(&offline, "href", "site");
    let paths = [
        "/".to_owned(),
        "/login".to_owned(),
        "/archive".to_owned(),
        format!("/games/{game}"),
        format!("/games/{game}/history"),
        "/static/site.css".to_owned(),
        hashed_css,
    ];
    for path in &paths {
        let get = player.get(app.url(path)).send().await.unwrap();
        let head = player.head(app.url(path)).send().await.unwrap();
        assert_eq!(get.status().as_u16(), 200, "GET {path}");
        assert_eq!(head.status().as_u16(), 200, "HEAD {path}");
        assert_eq!(
            head.headers().get("content-type"),
            get.headers().get("content-type"),
            "HEAD {path} describes what GET sends"
        );
    }
    // A HEAD of an unknown page is the same 404 as its GET.
    let missing = player.head(app.url("/no-such-page")).send().await.unwrap();
    assert_eq!(missing.status().as_u16(), 404);
    // On the wire, the headers come and nothing after them.
    let address = app.address.clone();
    let raw = tokio::task::spawn_blocking(move || raw_request(&address, "HEAD /login HTTP/1.1"))
        .await
        .unwrap();
    let (head, body) = raw.split_once("\r\n\r\n").expect("a complete head");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert_eq!(body, "", "a HEAD answer has no body");
}

/// Sends one request line (and a Host) over a fresh connection and reads
/// the whole answer.
fn raw_request(address: &str, request_line: &str) -> String {
    let address = address.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    write!(
        stream,
        "{request_line}\r\nHost: {address}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

/// A page asked for with `accept_encoding`: its gzip body, and that body
/// decoded (a valid gzip member: checksum and length checked).
async fn gzipped_page(
    client: &reqwest::Client,
    url: &str,
    accept_encoding: &str,
) -> (Vec<u8>, String) {
    let response = client
        .get(url)
        .header("accept-encoding", accept_encoding)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200, "{url}");
    assert_eq!(
        response
            .headers()
            .get("content-encoding")
            .map(|value| value.to_str().unwrap()),
        Some("gzip"),
        "{url}"
    );
    let bytes = response.bytes().await.unwrap().to_vec();
    let mut decoded = String::new();
    flate2::read::GzDecoder::new(&bytes[..])
        .read_to_string(&mut decoded)
        .expect("the body is one valid gzip member");
    (bytes, decoded)
}

#[tokio::test]
async fn pages_are_gzipped_for_clients_that_accept_it() {
    let app = spawn_app().await;
    let client = browser();
    let plain = client.get(app.url("/login")).send().await.unwrap();
    assert_eq!(plain.headers().get("content-encoding"), None);
    let plain = plain.text().await.unwrap();
    assert!(plain.contains("<!doctype html>"));

    let (_, decoded) = gzipped_page(&client, &app.url("/login"), "gzip").await;
    assert!(decoded.contains("<!doctype html>"), "{decoded}");
    assert!(decoded.contains("name=\"csrf\""), "the whole page");
}

/// The page's one-off submission tokens, blanked, to compare two renderings.
fn without_tokens(html: &str) -> String {
    let marker = "name=\"token\" value=\"";
    let mut out = String::new();
    let mut rest = html;
    while let Some(at) = rest.find(marker) {
        let value_at = at + marker.len();
        out.push_str(&rest[..value_at]);
        rest = &rest[value_at..];
        rest = &rest[rest.find('"').unwrap()..];
    }
    out.push_str(rest);
    out
}

#[tokio::test]
async fn a_game_page_is_one_gzip_body_of_the_page_and_its_board_compressed_apart() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (player, _) = &players[0];
    let path = format!("/games/{game}");
    // A first look takes the one-off flash of the game's creation.
    player.get(app.url(&path)).send().await.unwrap();
    let plain = player.get(app.url(&path)).send().await.unwrap();
    assert_eq!(plain.headers().get("content-encoding"), None);
    assert_eq!(
        plain.headers().get("vary").map(|v| v.to_str().unwrap()),
        Some("accept-encoding")
    );
    let plain = plain.text().await.unwrap();
    assert!(
        plain.contains("class=\"countdown\""),
        "the board is on the page"
    );
    assert!(!plain.contains("scriptorium:board"), "no mark is left");
    // Twice: the board is rendered and compressed by the first, taken from
    // the cache by the second.
    for _ in 0..2 {
        // Decoded once: actix-web's own compression left this body alone.
        let (bytes, decoded) = gzipped_page(player, &app.url(&path), "br;q=1, gzip;q=0.5").await;
        assert_eq!(without_tokens(&decoded), without_tokens(&plain));
        assert!(
            bytes.len() * 2 < plain.len(),
            "{} of {}",
            bytes.len(),
            plain.len()
        );
    }
    // A client that refuses gzip gets the page plain.
    let refused = player
        .get(app.url(&path))
        .header("accept-encoding", "gzip;q=0")
        .send()
        .await
        .unwrap();
    assert_eq!(refused.headers().get("content-encoding"), None);
    assert_eq!(
        without_tokens(&refused.text().await.unwrap()),
        without_tokens(&plain)
    );
}

#[tokio::test]
async fn static_files_are_linked_and_served_under_hashed_names_for_a_year() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (player, _) = &players[0];
    let (_, page) = app.page(player, &format!("/games/{game}")).await;
    let (_, history) = app.page(player, &format!("/games/{game}/history")).await;
    // Pages carry the stylesheet inline (a round trip less before the first
    // paint); the offline page, kept by the service worker, links it.
    let (_, offline) = app.page(player, "/offline").await;
    assert!(page.contains("<style>") && !page.contains("rel=\"stylesheet\""));
    let links = [
        (static_link(&offline, "href", "site"), "site.css"),
        (static_link(&page, "src", "game"), "game.js"),
        (static_link(&history, "src", "history"), "history.js"),
    ];
    for (url, file) in &links {
        assert!(
            !page.contains(&format!("\"/static/{file}\""))
                && !history.contains(&format!("\"/static/{file}\"")),
            "no page links to the plain {file}"
        );
        let response = player.get(app.url(url)).send().await.unwrap();
        assert_eq!(response.status().as_u16(), 200, "{url}");
        assert_eq!(
            response
                .headers()
                .get("cache-control")
                .map(|value| value.to_str().unwrap()),
            Some("public, max-age=31536000, immutable"),
            "{url}"
        );
        assert_eq!(response.bytes().await.unwrap(), static_file(file), "{url}");
    }
    let (url, _) = &links[0];
    let css = player.get(app.url(url)).send().await.unwrap();
    assert!(css
        .headers()
        .get("content-type")
        .is_some_and(|value| value.to_str().unwrap().starts_with("text/css")));
    // The plain name still works, with a short cache.
    let plain = player
        .get(app.url("/static/site.css"))
        .send()
        .await
        .unwrap();
    assert_eq!(plain.status().as_u16(), 200);
    let cache = plain.headers()["cache-control"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(!cache.contains("immutable"), "{cache}");
    assert_eq!(plain.bytes().await.unwrap(), static_file("site.css"));
    // A name with another hash is not found.
    let stale = player
        .get(app.url("/static/site.000000000000.css"))
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status().as_u16(), 404);
}

/// The page read leaves the folded state out when the instance already
/// holds it at the row's sequence number, and brings it when the row moved
/// on; with two instances, a move made through one shows on the other.
#[tokio::test]
async fn a_page_shows_the_move_another_instance_took_without_rereading_a_held_state() {
    use scriptorium::store::games::{load_for, StateRead};
    let first = spawn_app().await;
    let second = crate::helpers::spawn_app_on(first.database_url.clone()).await;
    let (game, players) = started_game(&first).await;
    let seq: i64 = first.seq(game).await;
    let read = |state| load_for(&first.pool, game, None, None, state, None);
    let state_of = |read: Option<(
        scriptorium::store::games::GameRecord,
        scriptorium::store::games::PageExtras,
        Option<scriptorium::store::games::HeldTable>,
    )>| read.expect("the game").0.state;
    assert!(state_of(read(StateRead::Always).await.unwrap()).is_some());
    assert!(state_of(read(StateRead::UnlessAt(seq - 1)).await.unwrap()).is_some());
    assert!(state_of(read(StateRead::UnlessAt(seq)).await.unwrap()).is_none());
    assert!(state_of(read(StateRead::Never).await.unwrap()).is_none());

    let pile = |page: &str| {
        let at = page.find("class=\"pile\"><strong>").expect("the pile") + 21;
        page[at..at + page[at..].find('<').unwrap()].to_owned()
    };
    let (watcher, _) = &players[0];
    let (_, before) = first.page(watcher, &format!("/games/{game}")).await;
    // The first instance holds the state now; a move lands through the other.
    let waiting: i16 = first.waiting_seat(game).await;
    let mover = first.user_at(game, waiting).await;
    let token = first.api_token(mover).await;
    let response = reqwest::Client::new()
        .post(format!("{}/api/v1/games/{game}/actions", second.address))
        .bearer_auth(token)
        .json(&serde_json::json!({"seq": seq, "token": uuid::Uuid::new_v4(), "action": {"type": "take_one"}}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let (_, after) = first.page(watcher, &format!("/games/{game}")).await;
    let (before, after): (i64, i64) = (
        pile(&before).parse().unwrap(),
        pile(&after).parse().unwrap(),
    );
    assert_eq!(
        after,
        before - 1,
        "the page on the first instance shows the move"
    );
}

/// The game page's read leaves out the table (players, deadlines, offers,
/// proposal, talk, ratings, rematch) this instance holds, and brings it
/// again after any write of any of its rows: each write below, done as SQL
/// so that no path is trusted to say so, makes the held table stale, and
/// what comes then is what a read holding nothing brings. Writes of another
/// game's rows leave this game's table held.
#[tokio::test]
async fn the_table_held_is_read_again_after_any_write_of_its_rows() {
    use scriptorium::store::games::{load_for, HeldTable, StateRead};
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    // Another game of the same two players.
    let elsewhere = app.create_countdown(&players[0].0, "2").await;
    let joined = app
        .post_form(&players[1].0, &format!("/games/{elsewhere}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let (viewer, other) = (players[0].1, players[1].1);
    let read = |held: Option<HeldTable>| {
        let pool = app.pool.clone();
        async move {
            load_for(
                &pool,
                game,
                Some(viewer),
                None,
                StateRead::Never,
                held.as_ref(),
            )
            .await
            .unwrap()
            .expect("the game")
        }
    };
    let mut held = read(None)
        .await
        .2
        .expect("a read holding nothing brings the table");
    let kind: String = sqlx::query_scalar("SELECT kind FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let writes: Vec<(&str, String)> = vec![
        ("a deadline", format!(
            "UPDATE seat_deadlines SET due_at = due_at + interval '1 hour' WHERE game_id = '{game}'")),
        ("a bank", format!(
            "UPDATE game_players SET bank_seconds = bank_seconds + 60 WHERE game_id = '{game}' AND user_id = '{other}'")),
        ("an absence", format!(
            "UPDATE users SET away_until = now() + interval '3 days' WHERE id = '{other}'")),
        ("a first rating", format!(
            "INSERT INTO ratings (game_kind, user_id, rating, deviation, volatility, games)
             VALUES ('{kind}', '{other}', 1612, 80, 0.06, 3)")),
        ("a rating", format!(
            "UPDATE ratings SET rating = 1700 WHERE game_kind = '{kind}' AND user_id = '{other}'")),
        ("a seat offer", format!(
            "INSERT INTO seat_offers (game_id, seat, offered_by) VALUES ('{game}', 1, '{viewer}')")),
        ("a proposal", format!(
            "INSERT INTO agreement_proposals (game_id, kind, proposed_by, accepted, proposed_at, expires_at)
             VALUES ('{game}', 'pause', 0, '{{0}}', now(), now() + interval '2 days')")),
        ("the first word at the table", format!(
            "INSERT INTO game_messages (game_id, author_id, body, at_seq) VALUES ('{game}', '{viewer}', 'hello', 1)")),
        ("a rematch", format!(
            "INSERT INTO games (id, kind, rules_version, options, seat_count, status, created_by, rematch_of)
             SELECT gen_random_uuid(), kind, rules_version, options, seat_count, 'open', created_by, id
             FROM games WHERE id = '{game}'")),
        ("a withdrawn offer", format!("DELETE FROM seat_offers WHERE game_id = '{game}'")),
    ];
    for (what, sql) in writes {
        // The same write in another game changes nothing here.
        let there = sql.replace(&game.to_string(), &elsewhere.to_string());
        if there != sql {
            sqlx::query(&there).execute(&app.pool).await.unwrap();
            assert!(
                read(Some(held.clone())).await.2.is_none(),
                "{what} elsewhere: read again"
            );
        }
        sqlx::query(&sql).execute(&app.pool).await.unwrap();
        let (record, extras, fresh) = read(Some(held.clone())).await;
        let fresh = fresh.unwrap_or_else(|| panic!("{what}: the held table was taken as current"));
        let (whole, whole_extras, _) = read(None).await;
        assert_eq!(record.players.0, whole.players.0, "{what}");
        assert_eq!(
            format!(
                "{:?}",
                (
                    &extras.player_ratings,
                    &extras.seat_offers,
                    &extras.proposal,
                    extras.has_talk,
                    extras.open_rematch
                )
            ),
            format!(
                "{:?}",
                (
                    &whole_extras.player_ratings,
                    &whole_extras.seat_offers,
                    &whole_extras.proposal,
                    whole_extras.has_talk,
                    whole_extras.open_rematch
                )
            ),
            "{what}"
        );
        held = fresh;
        let (record, extras, again) = read(Some(held.clone())).await;
        assert!(
            again.is_none(),
            "{what}: read again though nothing was written"
        );
        assert_eq!(record.players.0, whole.players.0, "{what}: held");
        assert_eq!(extras.has_talk, whole_extras.has_talk, "{what}: held");
    }
    // What the writes did shows in the held table.
    let view = &held.view;
    let other_player = view
        .players
        .iter()
        .find(|player| player.user_id == other)
        .unwrap();
    assert!(other_player.away_until.is_some());
    assert_eq!(view.player_ratings.as_ref().unwrap().0[&other].0, 1700);
    assert_eq!(view.proposal.as_ref().unwrap().0.kind, "pause");
    assert_eq!(view.has_talk, Some(true));
    assert!(view.open_rematch.is_some());
    assert!(view.seat_offers.is_none());
}

#[tokio::test]
async fn the_service_plans_each_statement_once_per_connection() {
    // See `store::connect_with_limits`: key lookups, planned once.
    let app = spawn_app().await;
    let mode: String = sqlx::query_scalar("SHOW plan_cache_mode")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(mode, "force_generic_plan");
}

#[tokio::test]
async fn moves_through_two_instances_start_from_the_truth_whatever_each_holds() {
    // Each instance keeps the state its own moves wrote (see `state_cache`);
    // moves alternate between them, so each time one moves, the state it
    // holds is one the other has since moved past.
    let first = spawn_app().await;
    let second = crate::helpers::spawn_app_on(first.database_url.clone()).await;
    let (game, _) = started_game(&first).await;
    let client = reqwest::Client::new();
    let mut tokens = std::collections::HashMap::new();
    let mut pile = None;
    for step in 0..8 {
        let instance = if step % 2 == 0 { &first } else { &second };
        let seq = first.seq(game).await;
        let mover = first.user_at(game, first.waiting_seat(game).await).await;
        if let std::collections::hash_map::Entry::Vacant(slot) = tokens.entry(mover) {
            slot.insert(first.api_token(mover).await);
        }
        let token = &tokens[&mover];
        // Both instances show the same game, whatever they hold.
        let mut seen = Vec::new();
        for shown_by in [&first, &second] {
            let view: serde_json::Value = client
                .get(format!("{}/api/v1/games/{game}", shown_by.address))
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            assert_eq!(view["seq"], seq, "step {step}");
            seen.push(view["view"]["pile"].as_i64().expect("the pile"));
        }
        assert_eq!(seen[0], seen[1], "step {step}");
        // A stone is taken on even steps, the turn ended on odd ones: the
        // pile goes down by exactly one per take, never from a stale state.
        if let Some(before) = pile {
            let expected = if step % 2 == 1 { before - 1 } else { before };
            assert_eq!(seen[0], expected, "step {step}");
        }
        pile = Some(seen[0]);
        let action = if step % 2 == 0 {
            "take_one"
        } else {
            "end_turn"
        };
        let send_move = || {
            client
                .post(format!("{}/api/v1/games/{game}/actions", instance.address))
                .bearer_auth(token)
                .json(&serde_json::json!({"seq": seq, "token": uuid::Uuid::new_v4(), "action": {"type": action}}))
                .send()
        };
        assert_eq!(
            send_move().await.unwrap().status().as_u16(),
            200,
            "step {step}"
        );
        // A move sent with a seq the game has left is refused as stale,
        // even by the instance that holds the state of that seq.
        assert_eq!(
            send_move().await.unwrap().status().as_u16(),
            409,
            "step {step}"
        );
    }
}

/// A phone can keep the site on its home screen: the manifest names the
/// app and icons that exist, the service worker is served from the root
/// and revalidated, the favicon is there, and the offline page the worker
/// keeps carries nothing of the person who was logged in.
#[tokio::test]
async fn the_site_is_installable_and_its_offline_page_is_anonymous() {
    let app = crate::helpers::spawn_app().await;
    let client = crate::helpers::browser();
    app.sign_up(&client, "anna").await;
    let get = |path: &str| client.get(app.url(path)).send();

    let favicon = get("/favicon.ico").await.unwrap();
    assert_eq!(favicon.status().as_u16(), 200);
    assert_eq!(favicon.headers()["content-type"], "image/x-icon");
    let bytes = favicon.bytes().await.unwrap();
    assert_eq!(&bytes[..4], &[0, 0, 1, 0], "an ICO file");

    let manifest = get("/manifest.webmanifest").await.unwrap();
    assert_eq!(manifest.status().as_u16(), 200);
    assert_eq!(
        manifest.headers()["content-type"],
        "application/manifest+json"
    );
    let manifest: serde_json::Value = manifest.json().await.unwrap();
    assert_eq!(manifest["name"], "Scriptorium");
    assert_eq!(manifest["start_url"], "/");
    assert_eq!(manifest["display"], "standalone");
    let icons = manifest["icons"].as_array().unwrap();
    for size in ["192x192", "512x512"] {
        let icon = icons
            .iter()
            .find(|icon| icon["sizes"] == size)
            .unwrap_or_else(|| panic!("a {size} icon"));
        let fetched = get(icon["src"].as_str().unwrap()).await.unwrap();
        assert_eq!(fetched.status().as_u16(), 200, "{size}");
        assert_eq!(fetched.headers()["content-type"], "image/png");
        let png = fetched.bytes().await.unwrap();
        let (width, height) = (
            u32::from_be_bytes(png[16..20].try_into().unwrap()),
            u32::from_be_bytes(png[20..24].try_into().unwrap()),
        );
        assert_eq!(format!("{width}x{height}"), size);
    }

    let worker = get("/sw.js").await.unwrap();
    assert_eq!(worker.status().as_u16(), 200);
    assert!(worker.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/javascript"));
    assert_eq!(worker.headers()["cache-control"], "no-cache");
    assert!(worker.text().await.unwrap().contains("/offline"));

    let offline = get("/offline").await.unwrap();
    assert_eq!(offline.status().as_u16(), 200);
    let page = offline.text().await.unwrap();
    assert!(page.contains("You are offline"));
    assert!(!page.contains("anna"), "no name in a page kept in a cache");
    assert!(!page.contains("name=\"csrf\""), "no form token either");

    // Every page names the manifest, the icons and the worker's installer.
    let (_, lobby) = app.page(&client, "/").await;
    for needle in [
        "rel=\"manifest\"",
        "href=\"/favicon.ico\"",
        "apple-touch-icon",
        "/static/app.",
    ] {
        assert!(lobby.contains(needle), "{needle}");
    }
}

/// A page's stylesheet is inline (a round trip less before the first paint
/// on a slow phone), and the Content-Security-Policy admits exactly it: by
/// its hash, so an inline style anyone managed to inject stays unapplied.
#[tokio::test]
async fn inline_stylesheets_are_admitted_by_their_hash_and_nothing_else_inline() {
    use base64::Engine;
    use sha2::{Digest, Sha256};
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (player, _) = &players[0];
    for path in [
        "/".to_owned(),
        format!("/games/{game}"),
        "/rules/torres".to_owned(),
    ] {
        let response = player.get(app.url(&path)).send().await.unwrap();
        let policy = response.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        let page = response.text().await.unwrap();
        let styles: Vec<&str> = page
            .split("<style>")
            .skip(1)
            .map(|rest| &rest[..rest.find("</style>").unwrap()])
            .collect();
        assert!(!styles.is_empty(), "{path}: an inline stylesheet");
        assert!(!policy.contains("unsafe-inline"), "{policy}");
        for style in styles {
            let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(style));
            assert!(
                policy.contains(&format!("'sha256-{hash}'")),
                "{path}: {policy}"
            );
            assert!(
                [
                    static_file("site.css"),
                    static_file("torres.css"),
                    static_file("carolus-magnus.css"),
                    static_file("carolingi.css")
                ]
                .iter()
                .any(|file| file.as_slice() == style.as_bytes()),
                "{path}: the inline style is a stylesheet of static/ as it is"
            );
        }
    }
}

/// The pool lends a connection used moments ago without asking the database
/// first (that round trip was 13 % of a page's time), but one that rested
/// longer is checked: after the database dropped every connection (a
/// restart, a fail-over), pages keep answering instead of failing once per
/// dead connection.
#[tokio::test]
async fn pages_answer_after_the_database_dropped_every_connection() {
    use sqlx::Connection;
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, _) = &players[0];
    // Enough requests at once that the pool holds several connections.
    let page = format!("/games/{game}");
    let warm = (0..8).map(|_| app.page(anna, &page));
    for (status, _) in futures_util::future::join_all(warm).await {
        assert_eq!(status, 200);
    }
    let mut admin = sqlx::PgConnection::connect(&app.database_url)
        .await
        .unwrap();
    let dropped: Vec<bool> = sqlx::query_scalar(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
    .fetch_all(&mut admin)
    .await
    .unwrap();
    assert!(dropped.len() >= 2, "the app held connections: {dropped:?}");
    // Longer than a connection may rest unchecked.
    tokio::time::sleep(
        scriptorium::store::CHECKED_AFTER_IDLE + std::time::Duration::from_millis(200),
    )
    .await;
    for path in [
        format!("/games/{game}"),
        "/".to_owned(),
        "/readyz".to_owned(),
    ] {
        for _ in 0..dropped.len() + 2 {
            let (status, body) = app.page(anna, &path).await;
            assert_eq!(
                status, 200,
                "{path} after the connections were dropped: {body}"
            );
        }
    }
}
