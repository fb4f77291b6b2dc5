//! Every kind of page in every language of `locales/`: the page says it is
//! in that language, speaks it (its lobby link is that language's word),
//! and shows no missing message.

use crate::helpers::{spawn_app, TestApp};
use crate::play::started_game;
use scriptorium::support::i18n::{t, Lang};

async fn in_language(app: &TestApp, client: &reqwest::Client, path: &str, lang: Lang) -> String {
    let response = client
        .get(app.url(path))
        .header("accept-language", format!("{}, en;q=0.1", lang.code()))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200, "{path} in {}", lang.code());
    response.text().await.unwrap()
}

#[tokio::test]
async fn every_page_kind_speaks_every_language() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let visitor = reqwest::Client::new();
    let (player, _) = &players[0];
    let public = [
        "/", "/login", "/signup", "/archive", "/watch", "/ratings", "/reset",
    ];
    let own = [
        "/my-games".to_owned(),
        "/settings".to_owned(),
        "/games/new".to_owned(),
        format!("/games/{game}"),
        format!("/games/{game}/history"),
        format!("/games/{game}/at/1"),
    ];
    let languages = Lang::all();
    assert!(languages.len() >= 3, "English, French and German at least");
    for lang in languages {
        // A signed-in player's own setting decides (chosen on the settings
        // page, which offers every language); a visitor's browser does.
        let saved = app
            .post_form(
                player,
                "/settings",
                &[
                    ("language", lang.code()),
                    ("time_zone", "UTC"),
                    ("mode", "immediate"),
                    ("batch_minutes", "60"),
                    ("digest_hour", "8"),
                    ("until", ""),
                ],
            )
            .await;
        assert_eq!(saved.status().as_u16(), 303, "{} saved", lang.code());
        let lobby_word = t(lang, "nav-lobby");
        let pages = public
            .iter()
            .map(|path| (&visitor, (*path).to_owned()))
            .chain(own.iter().map(|path| (player, path.clone())));
        for (client, path) in pages {
            let html = in_language(&app, client, &path, lang).await;
            assert!(
                html.contains(&format!("<html lang=\"{}\"", lang.code())),
                "{path} is not marked as {}",
                lang.code()
            );
            assert!(
                html.contains(lobby_word),
                "{path} in {} lacks {lobby_word}",
                lang.code()
            );
            // A missing message shows as a lone "?" between tags.
            assert!(
                !html.contains(">?<"),
                "{path} in {} has a missing message",
                lang.code()
            );
        }
    }
}
