//! Builds the application from settings: the database (external or embedded),
//! migrations, the HTTP server, and the background workers.

use crate::app::backup;
use crate::app::config::Settings;
use crate::app::embedded_pg::{Durability, EmbeddedPostgres, ServerHealth, DATABASE};
use crate::games::Registry;
use crate::mail::{self, worker};
use crate::store;
use crate::web::{self, AppState};
use actix_session::config::PersistentSession;
use actix_session::storage::CookieSessionStore;
use actix_session::SessionMiddleware;
use actix_web::cookie::{time::Duration as CookieDuration, Key, SameSite};
use actix_web::dev::Server;
use actix_web::{middleware, web as aweb, App, HttpServer};
use anyhow::Context;
use secrecy::ExposeSecret;
use sqlx::PgPool;
use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;
use tracing_actix_web::TracingLogger;

pub struct Application {
    port: u16,
    /// The reply receiver's port, when it runs (`INBOUND_SMTP_BIND`).
    reply_port: Option<u16>,
    server: Server,
    /// The listener of `METRICS_BIND` and its port, when configured.
    metrics_server: Option<(Server, u16)>,
    pool: PgPool,
    /// This instance's live pages.
    live: Arc<crate::live::Hub>,
    /// Kept alive as long as the application; stopped when it is dropped.
    embedded: Option<EmbeddedPostgres>,
}

/// Connects to the configured database, or starts the embedded one.
pub async fn database(settings: &Settings) -> anyhow::Result<(PgPool, Option<EmbeddedPostgres>)> {
    if let Some(url) = settings.database_url_exposed() {
        let pool =
            store::connect_with_limits(url, settings.db_acquire_timeout, settings.db_pool_size)
                .await
                .context("connecting to DATABASE_URL")?;
        return Ok((pool, None));
    }
    let dir = settings.embedded_dir();
    tracing::info!(dir = %dir.display(), "no DATABASE_URL: starting the embedded PostgreSQL");
    let embedded =
        tokio::task::spawn_blocking(move || EmbeddedPostgres::start(&dir, Durability::Durable))
            .await
            .context("embedded PostgreSQL thread")??;
    let admin = store::connect(&embedded.url("postgres")).await?;
    store::ensure_database(&admin, DATABASE).await?;
    admin.close().await;
    let pool = store::connect_with_limits(
        &embedded.url(DATABASE),
        settings.db_acquire_timeout,
        settings.db_pool_size,
    )
    .await?;
    Ok((pool, Some(embedded)))
}

/// The address in a `Name <address>` sender (or the whole of a bare one).
fn mail_address(from: &str) -> &str {
    match (from.find('<'), from.rfind('>')) {
        (Some(start), Some(end)) if start < end => &from[start + 1..end],
        _ => from.trim(),
    }
}

/// The server key: from SECRET_KEY, or generated once and kept in the data folder.
fn secret_key(settings: &Settings) -> anyhow::Result<Vec<u8>> {
    if let Some(key) = &settings.secret_key {
        let key = key.expose_secret().as_bytes().to_vec();
        anyhow::ensure!(
            key.len() >= 32,
            "SECRET_KEY must have at least 32 characters"
        );
        return Ok(key);
    }
    let path = settings.data_dir.join("secret-key");
    if let Ok(key) = std::fs::read_to_string(&path) {
        return Ok(key.trim().as_bytes().to_vec());
    }
    std::fs::create_dir_all(&settings.data_dir)?;
    let key = format!(
        "{}{}",
        crate::support::crypto::random_token(),
        crate::support::crypto::random_token()
    );
    std::fs::write(&path, &key)?;
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
    Ok(key.into_bytes())
}

impl Application {
    pub async fn build(settings: Settings) -> anyhow::Result<Application> {
        let (pool, embedded) = database(&settings).await?;
        store::migrate(&pool).await.context("running migrations")?;
        store::users::backfill_username_keys(&pool)
            .await
            .context("filling in username keys and skeletons")?;
        let listener = TcpListener::bind(&settings.bind)
            .with_context(|| format!("binding {}", settings.bind))?;
        let port = listener.local_addr()?.port();
        let base_url = settings
            .base_url
            .clone()
            .unwrap_or_else(|| format!("http://localhost:{port}"));
        mail::set_base_url(&base_url);
        let key = secret_key(&settings)?;
        mail::set_link_key(&key);
        if let Some(domain) = &settings.inbound_domain {
            mail::reply_address::set_domain(domain);
        }
        mail::reply_address::set_sender(&settings.mail_from);
        // Play by reply: replies to turn mails arrive here (behind the
        // domain's MX, or relayed to it).
        let host_name = settings.inbound_domain.as_deref().unwrap_or("localhost");
        let verifier = if settings.inbound_verify {
            Some(Arc::new(
                crate::reply::verify::Verifier::new(&settings.inbound_dns, host_name)
                    .context("setting up the DNS resolver of INBOUND_VERIFY")?,
            ))
        } else {
            None
        };
        let reply_port = match &settings.inbound_smtp_bind {
            Some(bind) => {
                let port = crate::reply::smtp::start(
                    bind,
                    pool.clone(),
                    verifier.clone(),
                    host_name,
                    settings.inbound_smtp_limits,
                    settings.inbound_trusted_relays.clone(),
                )
                .await
                .with_context(|| format!("binding INBOUND_SMTP_BIND {bind}"))?;
                tracing::info!(port, "the reply receiver listens");
                Some(port)
            }
            None => None,
        };
        // Every instance given a mailbox reads it: a message read by two is
        // acted on once (its Message-ID is recorded).
        if let Some(imap) = &settings.inbound_imap {
            tokio::spawn(crate::reply::imap::run(
                imap.clone(),
                pool.clone(),
                verifier.clone(),
            ));
        }
        crate::clocks::set_reminder_points(
            crate::clocks::ReminderPoint::parse_list(&settings.reminders)
                .map_err(|reason| anyhow::anyhow!("REMINDERS: {reason}"))?,
        );
        crate::clocks::vacation::set_days_per_year(settings.vacation_days_per_year);
        // The channels besides mail that listen to the notices: a new
        // channel is its module and one line here (`notices::subscribers`).
        crate::notices::subscribers::listen(vec![
            Box::new(crate::push::PushChannel),
            Box::new(crate::webhooks::WebhookChannel),
        ]);
        let webhook_sealer = std::sync::Arc::new(crate::webhooks::seal::Sealer::derive(&key));
        let transport = settings.mail_transport()?;
        let vapid = std::sync::Arc::new(crate::push::Vapid::derive(
            &key,
            format!("mailto:{}", mail_address(&settings.mail_from)),
        )?);
        if settings.run_workers {
            tokio::spawn(crate::push::run(
                pool.clone(),
                vapid.clone(),
                Duration::from_secs(2),
                settings.push_allow_insecure,
            ));
            tokio::spawn(crate::webhooks::worker::run(
                pool.clone(),
                webhook_sealer.clone(),
                Duration::from_secs(2),
                settings.webhooks_allow_insecure,
            ));
            tokio::spawn(worker::run(
                pool.clone(),
                transport,
                settings.mail_from.clone(),
                Duration::from_secs(2),
            ));
            tokio::spawn(crate::sweeper::run(pool.clone(), Duration::from_secs(30)));
            // Only the embedded cluster is ours to back up; an external
            // database is backed up by whoever runs it (README, "Backups").
            if let (Some(embedded), Some(every)) = (&embedded, settings.backup_every) {
                tokio::spawn(backup::schedule::run(backup::schedule::Schedule {
                    database: backup::tools::Database::from_url(&embedded.url(DATABASE))?,
                    folder: settings.backup_dir(),
                    every,
                    keep: settings.backup_keep,
                }));
            }
            // A person playing the computer waits for its answer: it is
            // looked for often (one cheap query when there is none), and
            // one thinker per core, since thinking is all CPU.
            let thinkers = std::thread::available_parallelism().map_or(1, usize::from);
            for _ in 0..thinkers {
                tokio::spawn(crate::computer::run(
                    pool.clone(),
                    Duration::from_millis(300),
                    settings.computer_think,
                ));
            }
        }
        // Every instance hears every game's changes, workers or not: its
        // pages are open here.
        let live = std::sync::Arc::new(crate::live::Hub::default());
        let live_hub = live.clone();
        tokio::spawn(crate::live::listen(pool.clone(), live.clone()));
        tokio::spawn(crate::live::keep_presence(pool.clone(), live.clone()));
        tokio::spawn(crate::live::keep_listening(pool.clone(), live.clone()));
        tokio::spawn(crate::live::leave_tables(pool.clone(), live.clone()));
        tokio::spawn(crate::live::keep_counts(pool.clone(), live.clone()));
        tokio::spawn(crate::live::check_sessions(pool.clone(), live.clone()));
        let state = aweb::Data::new(AppState {
            pool: pool.clone(),
            registry: Registry::new(settings.enable_test_game),
            local_mail: settings.smtp.is_none(),
            link_key: key.clone(),
            renders: Default::default(),
            states: Default::default(),
            tables: Default::default(),
            computer_caps: settings.computer_caps,
            live,
            live_slots: Default::default(),
            vapid,
            push_insecure: settings.push_allow_insecure,
            webhook_sealer,
            webhooks_insecure: settings.webhooks_allow_insecure,
            admins: settings.admins.clone(),
        });
        let trusted_proxies = aweb::Data::new(web::client::TrustedProxies(
            settings.trusted_proxies.clone(),
        ));
        let metrics_access = aweb::Data::new(web::metrics::MetricsAccess {
            token: settings.metrics_token.clone(),
        });
        let metrics_server = match &settings.metrics_bind {
            Some(bind) => Some(
                metrics_server(bind, state.clone())
                    .with_context(|| format!("binding METRICS_BIND {bind}"))?,
            ),
            None => None,
        };
        let cookie_key = Key::derive_from(&key);
        let secure = settings.secure_cookies;
        let server = HttpServer::new(move || {
            App::new()
                // Innermost: the routes see a HEAD as the GET it stands for.
                .wrap(middleware::from_fn(web::head_as_get))
                .wrap(middleware::from_fn(
                    web::input_guard::refuse_control_characters,
                ))
                .wrap(middleware::from_fn(web::error_pages::render_errors))
                .wrap(
                    SessionMiddleware::builder(CookieSessionStore::default(), cookie_key.clone())
                        .cookie_name("scriptorium".into())
                        .cookie_secure(secure)
                        .cookie_http_only(true)
                        .cookie_same_site(SameSite::Lax)
                        .session_lifecycle(
                            PersistentSession::default().session_ttl(CookieDuration::days(30)),
                        )
                        .build(),
                )
                .wrap(web::security_headers())
                .wrap(middleware::from_fn(web::private_answers))
                // Outside the error pages, so that they are compressed too.
                .wrap(middleware::Compress::default())
                .wrap(TracingLogger::default())
                // Outermost: every request is counted, whatever answered it.
                .wrap(middleware::from_fn(web::request_metrics::record))
                .app_data(state.clone())
                .app_data(trusted_proxies.clone())
                .app_data(metrics_access.clone())
                .app_data(aweb::PayloadConfig::new(64 * 1024))
                .configure(web::routes)
                .default_service(aweb::to(|| async {
                    Err::<actix_web::HttpResponse, _>(web::error::AppError::NotFound)
                }))
        })
        .shutdown_timeout(20)
        // A client that closes its side is gone (browsers never half-close
        // a request): a live feed's page that closed gives its connection
        // back at once, not at the next keep-alive write.
        .h1_allow_half_closed(false)
        // A response leaves in several writes (headers, compressed chunks);
        // with Nagle's algorithm the last waits for the client's delayed
        // acknowledgement, ~40 ms on every page.
        .on_connect(|connection, _| {
            if let Some(tcp) = connection.downcast_ref::<actix_web::rt::net::TcpStream>() {
                let _ = tcp.set_nodelay(true);
            }
        })
        .listen(listener)?
        .run();
        Ok(Application {
            port,
            reply_port,
            server,
            metrics_server,
            pool,
            live: live_hub,
            embedded,
        })
    }

    /// The port of the `METRICS_BIND` listener, when it runs.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_server.as_ref().map(|(_, port)| *port)
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The reply receiver's port, when it runs.
    pub fn reply_port(&self) -> Option<u16> {
        self.reply_port
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// This instance's live pages (what they hear, who is at the table).
    pub fn live(&self) -> Arc<crate::live::Hub> {
        self.live.clone()
    }

    /// Serves until SIGINT/SIGTERM, finishing in-flight requests, then stops
    /// the embedded database if there is one. Fails when the embedded database
    /// died and could not be restarted, so that the program exits non-zero and
    /// whatever supervises it starts it again.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let Application {
            server,
            metrics_server,
            mut embedded,
            ..
        } = self;
        let metrics_handle = metrics_server.map(|(metrics_server, _)| {
            let handle = metrics_server.handle();
            tokio::spawn(metrics_server);
            handle
        });
        let handle = server.handle();
        let mut server = std::pin::pin!(server);
        let result = tokio::select! {
            result = &mut server => result,
            () = embedded_gave_up(embedded.as_ref()) => {
                tracing::error!("the embedded PostgreSQL is gone for good: stopping");
                // The server future handles the stop command: poll both.
                let _ = tokio::join!(handle.stop(false), server);
                Err(std::io::Error::other(
                    "the embedded PostgreSQL died and could not be restarted",
                ))
            }
        };
        if let Some(handle) = metrics_handle {
            handle.stop(true).await;
        }
        if let Some(embedded) = embedded.as_mut() {
            tokio::task::block_in_place(|| embedded.stop());
        }
        result
    }
}

/// The listener of `METRICS_BIND`: `/metrics` without a token and nothing
/// else, for a scraper on a network the operator trusts (the main
/// listener's `/metrics` wants the token). It stops with the main server,
/// which handles the signals.
fn metrics_server(bind: &str, state: aweb::Data<AppState>) -> anyhow::Result<(Server, u16)> {
    let listener = TcpListener::bind(bind)?;
    let port = listener.local_addr()?.port();
    let server = HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            .route("/metrics", aweb::get().to(web::metrics::scrape_open))
    })
    // Scrapes come every few seconds from one or two collectors.
    .workers(1)
    .disable_signals()
    .listen(listener)?
    .run();
    tracing::info!(port, "the metrics listener is up");
    Ok((server, port))
}

/// Resolves once the embedded database's supervisor has given up on it; never
/// without an embedded database.
async fn embedded_gave_up(embedded: Option<&EmbeddedPostgres>) {
    let Some(embedded) = embedded else {
        return std::future::pending().await;
    };
    let mut every = tokio::time::interval(Duration::from_secs(1));
    while embedded.health() != ServerHealth::GaveUp {
        every.tick().await;
    }
}
