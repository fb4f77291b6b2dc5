//! The SQL the compiler checked (`sqlx::query!` against `.sqlx/`, see the
//! README's "Checked SQL") still matches the schema the migrations build:
//! each recorded statement is described again by a freshly migrated
//! database and must come out the same (columns, their types and whether
//! they can be null, the parameters' types). A migration that changes a
//! column the code reads fails here, not at run time; the build itself
//! fails when a statement changed in the code and its record did not.

use crate::helpers::fresh_database;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use sqlx::{Column, Either, Executor, TypeInfo};

/// A type as `.sqlx` records it (`Int8`, `UuidArray`, `{"Custom": …}`) in
/// the words PostgreSQL's describe gives (`INT8`, `UUID[]`, the type's name).
fn type_name(recorded: &Value) -> String {
    match recorded {
        Value::String(name) => match name.strip_suffix("Array") {
            Some(element) => format!("{}[]", element.to_uppercase()),
            None => name.to_uppercase(),
        },
        Value::Object(custom) => custom
            .get("Custom")
            .and_then(|custom| custom["name"].as_str())
            .unwrap_or_default()
            .to_owned(),
        _ => String::new(),
    }
}

/// What a recorded description says, shaped as `now` is built below.
fn recorded_shape(describe: &Value) -> Value {
    let columns = describe["columns"].as_array().cloned().unwrap_or_default();
    json!({
        "columns": columns.iter().map(|column| json!({
            "name": column["name"],
            "type": type_name(&column["type_info"]),
        })).collect::<Vec<_>>(),
        "nullable": describe["nullable"],
        "parameters": describe["parameters"]["Left"]
            .as_array()
            .map(|types| types.iter().map(type_name).collect::<Vec<_>>())
            .unwrap_or_default(),
    })
}

#[tokio::test]
async fn every_checked_statement_matches_the_migrated_schema() {
    let url = fresh_database().await;
    let pool = scriptorium::store::connect(&url).await.unwrap();
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".sqlx");
    let mut checked = 0;
    for file in std::fs::read_dir(&folder).expect("the .sqlx folder") {
        let path = file.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with("query-") {
            continue;
        }
        let recorded: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let query = recorded["query"].as_str().expect("a statement");
        // The file is the one the compiler looks up for that statement.
        let hash = hex::encode(Sha256::digest(query.as_bytes()));
        assert_eq!(recorded["hash"], hash.as_str(), "{name}");
        assert_eq!(name, format!("query-{hash}.json"));
        let described = pool
            .describe(query)
            .await
            .unwrap_or_else(|error| panic!("{name} no longer prepares: {error}\n{query}"));
        let now = json!({
            "columns": described.columns().iter().map(|column| json!({
                "name": column.name(),
                "type": column.type_info().name(),
            })).collect::<Vec<_>>(),
            "nullable": (0..described.columns().len())
                .map(|index| described.nullable(index))
                .collect::<Vec<_>>(),
            "parameters": match described.parameters() {
                Some(Either::Left(types)) => types.iter().map(|t| t.name().to_owned()).collect(),
                _ => Vec::<String>::new(),
            },
        });
        let then = recorded_shape(&recorded["describe"]);
        assert_eq!(
            now, then,
            "{name}: the schema changed under this statement; record it again \
             (README, \"Checked SQL\")\n{query}"
        );
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} statements recorded");
    pool.close().await;
}

/// The page's one read (and the history step's) writes out the count of games waiting for the viewer
/// (a checked statement is one literal), as the login check does
/// (`store::sessions::is_live`); they must count as
/// `store::games::waiting_count` does, with several games, some waiting.
#[tokio::test]
async fn the_page_read_counts_waiting_games_as_the_login_does() {
    let app = crate::helpers::spawn_app().await;
    let (first, players) = crate::play::started_game(&app).await;
    let anna = players[0].1;
    let bob = &players[1];
    // Two more games of anna and bob, one of them with its turn passed on.
    let mut games = vec![first];
    for _ in 0..2 {
        let game = app.create_countdown(&players[0].0, "2").await;
        let joined = app
            .post_form(&bob.0, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
        games.push(game);
    }
    app.pass_the_turn(games[1], &players).await;
    for user in [anna, bob.1] {
        let counted = scriptorium::store::games::waiting_count(&app.pool, user)
            .await
            .unwrap();
        let session = scriptorium::store::sessions::create(&app.pool, user, "checked_sql")
            .await
            .unwrap();
        let at_login = scriptorium::store::sessions::is_live(&app.pool, session, user)
            .await
            .unwrap()
            .map(|(waiting, _)| waiting);
        assert_eq!(at_login, Some(counted), "login: {user}");
        for game in &games {
            let read = |held| {
                scriptorium::store::games::load_for(
                    &app.pool,
                    *game,
                    Some(user),
                    None,
                    scriptorium::store::games::StateRead::Never,
                    held,
                )
            };
            let (_, extras, table) = read(None).await.unwrap().unwrap();
            assert_eq!(extras.waiting_for_me, Some(counted), "{user} in {game}");
            // The read that leaves out the table this instance holds counts
            // the same.
            let table = table.expect("a whole read brings the table");
            let (_, extras, again) = read(Some(&table)).await.unwrap().unwrap();
            assert!(again.is_none(), "the table held is still the table");
            assert_eq!(
                extras.waiting_for_me,
                Some(counted),
                "held: {user} in {game}"
            );
            let reach = scriptorium::store::games::StepReach {
                at: None,
                window: 20,
                lookahead: 50,
            };
            let (_, history, _) = scriptorium::store::games::load_for_history(
                &app.pool,
                *game,
                Some(user),
                None,
                reach,
            )
            .await
            .unwrap()
            .unwrap();
            assert_eq!(
                history.waiting_for_me,
                Some(counted),
                "history: {user} in {game}"
            );
        }
    }
    app.assert_waiting_seats_match_their_games().await;
    let total = scriptorium::store::games::waiting_count(&app.pool, anna)
        .await
        .unwrap()
        + scriptorium::store::games::waiting_count(&app.pool, bob.1)
            .await
            .unwrap();
    assert_eq!(total, 3, "each game waits on one of them");
}
