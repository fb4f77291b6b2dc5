//! The outbox is drained to the mail folder when no SMTP server is set.

use crate::helpers::spawn_app;
use crate::play::started_game;
use scriptorium::config::Settings;
use scriptorium::mail::worker::{drain_once, Transport};

#[tokio::test]
async fn the_worker_writes_each_mail_once_to_the_folder() {
    let app = spawn_app().await;
    let (_game, _players) = started_game(&app).await;
    let queued: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox").fetch_one(&app.pool).await.unwrap();
    assert!(queued >= 3, "game started (2) and your turn (1) at least");

    let mut settings = Settings::from_env().unwrap();
    settings.smtp = None;
    settings.data_dir = app.data_dir.path().to_path_buf();
    let transport = Transport::from_settings(&settings).unwrap();
    let from = "Scriptorium <noreply@scriptorium.test>";
    let sent = drain_once(&app.pool, &transport, from).await.unwrap();
    assert_eq!(sent as i64, queued);
    assert_eq!(drain_once(&app.pool, &transport, from).await.unwrap(), 0, "nothing twice");

    let files: Vec<_> = std::fs::read_dir(settings.mail_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
        .collect();
    assert_eq!(files.len() as i64, queued);
    let all: String = files.iter().map(|f| std::fs::read_to_string(f.path()).unwrap()).collect();
    assert!(all.contains("Message-ID: <outbox-"));
    assert!(all.contains("To: anna@example.org") || all.contains("To: <anna@example.org>"));
    let unsent: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE sent_at IS NULL").fetch_one(&app.pool).await.unwrap();
    assert_eq!(unsent, 0);
}
