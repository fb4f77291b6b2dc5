//! Drains the outbox: claims one due message at a time with
//! `FOR UPDATE SKIP LOCKED` (so several instances never send the same one),
//! sends it, and marks it sent only once the transport accepted it. Failures
//! retry with exponential backoff; permanent ones are recorded.

use super::notifications::{self, Plan};
use super::MailKind;
use crate::metrics::{self, Delivery as Sent};
use crate::notices::subscribers::{self, Delivery};
use crate::store::outbox;
use chrono::Utc;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use secrecy::ExposeSecret;
use secrecy::SecretString;
use sqlx::PgPool;
use std::path::PathBuf;
use std::time::Duration;

/// After this many attempts a message is given up on.
const MAX_ATTEMPTS: i32 = 8;

#[derive(Clone)]
pub enum Transport {
    Folder(AsyncFileTransport<Tokio1Executor>, PathBuf),
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

#[derive(Debug, thiserror::Error)]
pub enum SendError {
    #[error("permanent: {0}")]
    Permanent(String),
    #[error("temporary: {0}")]
    Temporary(String),
}

/// How to reach the mail server (`SMTP_*` settings).
#[derive(Clone, Debug)]
pub struct SmtpSettings {
    pub host: String,
    pub port: Option<u16>,
    pub security: SmtpSecurity,
    pub username: Option<String>,
    pub password: Option<SecretString>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmtpSecurity {
    Plain,
    StartTls,
    Tls,
}

impl Transport {
    /// By `smtp` when given, else into the folder `mail_dir`.
    pub fn new(smtp: Option<&SmtpSettings>, mail_dir: PathBuf) -> anyhow::Result<Transport> {
        match smtp {
            None => {
                let dir = mail_dir;
                std::fs::create_dir_all(&dir)?;
                // Mail holds reset links: only the service's own user may read the folder.
                {
                    use std::os::unix::fs::PermissionsExt;
                    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))?;
                }
                Ok(Transport::Folder(AsyncFileTransport::new(&dir), dir))
            }
            Some(smtp) => {
                let mut builder = match smtp.security {
                    SmtpSecurity::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(&smtp.host)?,
                    SmtpSecurity::StartTls => {
                        AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&smtp.host)?
                    }
                    SmtpSecurity::Plain => {
                        AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&smtp.host)
                    }
                };
                if let Some(port) = smtp.port {
                    builder = builder.port(port);
                }
                if let (Some(user), Some(password)) = (&smtp.username, &smtp.password) {
                    builder = builder.credentials(Credentials::new(
                        user.clone(),
                        password.expose_secret().to_owned(),
                    ));
                }
                Ok(Transport::Smtp(
                    builder.timeout(Some(Duration::from_secs(20))).build(),
                ))
            }
        }
    }

    async fn send(&self, message: Message) -> Result<(), SendError> {
        match self {
            Transport::Folder(transport, _) => transport
                .send(message)
                .await
                .map(|_| ())
                .map_err(|error| SendError::Temporary(error.to_string())),
            Transport::Smtp(transport) => {
                transport.send(message).await.map(|_| ()).map_err(|error| {
                    if error.is_permanent() {
                        SendError::Permanent(error.to_string())
                    } else {
                        SendError::Temporary(error.to_string())
                    }
                })
            }
        }
    }
}

/// `List-Unsubscribe`: where a mail client unsubscribes the reader.
#[derive(Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(value: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(value.trim_matches(['<', '>']).to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

/// `List-Unsubscribe-Post`: the link works with a one-click POST (RFC 8058).
#[derive(Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}

/// `Auto-Submitted` (RFC 3834): every mail we send is written by a
/// program, so that autoresponders leave it unanswered and no loop starts.
#[derive(Clone)]
struct AutoSubmitted(&'static str);

impl Header for AutoSubmitted {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Auto-Submitted")
    }

    fn parse(value: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(AutoSubmitted(if value.trim() == "auto-replied" {
            "auto-replied"
        } else {
            "auto-generated"
        }))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.to_owned())
    }
}

/// One message to build: the outbox row it comes from, its addressee and
/// words, its list and reply headers, and the reply it answers, if any.
pub struct Outgoing<'a> {
    pub id: i64,
    pub to: &'a str,
    pub subject: &'a str,
    pub text: &'a str,
    pub html: &'a str,
    pub unsubscribe: Option<&'a str>,
    pub reply_to: Option<&'a str>,
    /// The answer to a player's reply (`Auto-Submitted: auto-replied`);
    /// every other mail is `auto-generated`.
    pub answers_a_reply: bool,
    /// The reply it answers (`In-Reply-To`, `References`).
    pub thread: Option<&'a crate::store::replies::Thread>,
}

/// Builds a message. The Message-ID derives from the outbox row, so a retry
/// is recognisable as the same message.
pub fn build_message(outgoing: &Outgoing, from: &str) -> Result<Message, SendError> {
    let Outgoing {
        id,
        to,
        subject,
        text,
        html,
        unsubscribe,
        reply_to,
        answers_a_reply,
        thread,
    } = *outgoing;
    let from: Mailbox = from
        .parse()
        .map_err(|_| SendError::Permanent("MAIL_FROM is not an address".into()))?;
    let to: Mailbox = to
        .parse()
        .map_err(|_| SendError::Permanent("the recipient is not an address".into()))?;
    let domain = from.email.domain().to_owned();
    let mut builder = Message::builder()
        .from(from)
        .to(to)
        .subject(subject)
        .message_id(Some(format!("<outbox-{id}@{domain}>")));
    // Play by reply: an answer goes to the address that authorises the
    // decision, not to the sender.
    if let Some(reply_to) = reply_to.and_then(|address| address.parse::<Mailbox>().ok()) {
        builder = builder.reply_to(reply_to);
    }
    if let Some(url) = unsubscribe {
        builder = builder
            .header(ListUnsubscribe(url.to_owned()))
            .header(ListUnsubscribePost);
    }
    builder = builder.header(AutoSubmitted(if answers_a_reply {
        "auto-replied"
    } else {
        "auto-generated"
    }));
    if let Some(thread) = thread {
        builder = builder
            .in_reply_to(thread.in_reply_to.clone())
            .references(thread.references.clone());
    }
    builder
        .multipart(MultiPart::alternative_plain_html(
            text.to_owned(),
            html.to_owned(),
        ))
        .map_err(|error| SendError::Permanent(error.to_string()))
}

/// Masks an address for logs: `a***@example.org`.
pub fn mask(address: &str) -> String {
    match address.split_once('@') {
        Some((local, domain)) => {
            format!("{}***@{domain}", local.chars().next().unwrap_or('*'))
        }
        None => "***".into(),
    }
}

fn backoff(attempts: i32) -> chrono::Duration {
    // 30 s, 1 min, 2 min, ... capped at 2 h.
    let seconds = 30i64.saturating_mul(1 << attempts.clamp(0, 8)).min(7200);
    chrono::Duration::seconds(seconds)
}

/// How many notices the worker takes one by one between two sweeps of the
/// moot turns (`outbox::drop_moot_turns`).
const MOOT_SWEEP_EVERY: usize = 16;

/// Sends every due message once. Returns how many were handled.
pub async fn drain_once(
    pool: &PgPool,
    transport: &Transport,
    from: &str,
) -> Result<usize, sqlx::Error> {
    let mut handled = 0;
    let mut claimed = 0usize;
    loop {
        // The moot turns first, together: composing each only to drop it
        // cost more than the move that made it moot. Again every so many
        // notices, while moves keep coming (the statement looks at every
        // due notice, so not before each one).
        if claimed.is_multiple_of(MOOT_SWEEP_EVERY) {
            let moot = outbox::drop_moot_turns(&mut *pool.acquire().await?).await?;
            if moot > 0 {
                crate::metrics::notices_dropped(outbox::Dropped::NoLongerTrue.code(), moot);
                handled += moot as usize;
            }
        }
        claimed += 1;
        let mut tx = pool.begin().await?;
        let Some(row) = outbox::claim_due(&mut tx).await? else {
            tx.rollback().await?;
            return Ok(handled);
        };
        // A notice (about a game or an event) is composed now; a letter was
        // composed when written.
        let (message, composed) = if row.kind.notice().is_some() {
            match notifications::plan(&mut tx, &row, Utc::now()).await {
                Ok((Plan::Deliver(composed, reach), _)) => {
                    // Every other channel (push to each device) is handed
                    // the notice, once: its outbox keys on this row, so a
                    // retry of the mail never queues it again.
                    if reach.subscribers {
                        let delivery = Delivery {
                            notice: row.id,
                            covers: composed.rows.clone(),
                            user: composed.user,
                            title: composed.subject.clone(),
                            lines: std::iter::once(composed.lead.clone())
                                .chain(composed.lead_lines.iter().cloned())
                                // The other updates in one line: a phone
                                // shows a push's first few lines.
                                .chain(
                                    (!composed.more.is_empty()).then(|| composed.more.join(" · ")),
                                )
                                .collect(),
                            url: composed.url.clone(),
                            urgent: composed.urgent,
                            stale_at: composed.cut_off,
                        };
                        subscribers::queue_all(&mut tx, &delivery).await?;
                    }
                    if !reach.mail {
                        // Handled: what it said is kept as a mail's would be.
                        outbox::mark_composed_sent(
                            &mut tx,
                            row.id,
                            &composed.subject,
                            &composed.text,
                            &composed.html,
                            composed.reply_to.as_deref(),
                            &composed.rows,
                        )
                        .await?;
                        crate::store::users::notified(&mut tx, composed.user).await?;
                        tx.commit().await?;
                        handled += 1;
                        continue;
                    }
                    (
                        build_message(
                            &Outgoing {
                                id: row.id,
                                to: &composed.to,
                                subject: &composed.subject,
                                text: &composed.text,
                                html: &composed.html,
                                unsubscribe: Some(&composed.unsubscribe),
                                reply_to: composed.reply_to.as_deref(),
                                answers_a_reply: false,
                                thread: None,
                            },
                            from,
                        ),
                        Some(composed),
                    )
                }
                Ok((Plan::Postpone(until), ids)) => {
                    outbox::postpone(&mut tx, &ids, until).await?;
                    tx.commit().await?;
                    handled += 1;
                    continue;
                }
                Ok((Plan::Drop(reason), ids)) => {
                    outbox::mark_dropped(&mut tx, &ids, reason).await?;
                    metrics::notice_dropped(reason.code());
                    tx.commit().await?;
                    handled += 1;
                    continue;
                }
                Ok((Plan::Settled, _)) => {
                    tx.commit().await?;
                    handled += 1;
                    continue;
                }
                Err(error) => (Err(SendError::Temporary(error.to_string())), None),
            }
        } else {
            let answers_a_reply = row.kind == outbox::MailKind::Letter(MailKind::ReplyAnswer);
            let thread = if answers_a_reply {
                crate::store::replies::thread_of(&mut tx, row.id).await?
            } else {
                None
            };
            (
                build_message(
                    &Outgoing {
                        id: row.id,
                        to: &row.to_address,
                        subject: row.subject.as_deref().unwrap_or_default(),
                        text: row.body_text.as_deref().unwrap_or_default(),
                        html: row.body_html.as_deref().unwrap_or_default(),
                        unsubscribe: None,
                        reply_to: row.reply_to.as_deref(),
                        answers_a_reply,
                        thread: thread.as_ref(),
                    },
                    from,
                ),
                None,
            )
        };
        let result = match message {
            Ok(message) => transport.send(message).await,
            Err(error) => Err(error),
        };
        match result {
            Ok(()) => {
                tracing::info!(id = row.id, to = %mask(&row.to_address), kind = %row.kind, "mail sent");
                metrics::mail_attempted(Sent::Sent);
                let marked = match composed {
                    Some(composed) => {
                        crate::store::users::notified(&mut tx, composed.user).await?;
                        outbox::mark_composed_sent(
                            &mut tx,
                            row.id,
                            &composed.subject,
                            &composed.text,
                            &composed.html,
                            composed.reply_to.as_deref(),
                            &composed.rows,
                        )
                        .await?
                    }
                    None => outbox::mark_sent(&mut tx, row.id).await?,
                };
                if !marked {
                    metrics::repeated(metrics::Channel::Mail);
                    tracing::error!(id = row.id, "a mail was sent that had been sent before");
                }
            }
            Err(SendError::Temporary(error)) if row.attempts + 1 < MAX_ATTEMPTS => {
                tracing::warn!(id = row.id, to = %mask(&row.to_address), %error, "mail will be retried");
                metrics::mail_attempted(Sent::Retry);
                outbox::mark_retry(&mut tx, row.id, &error, Utc::now() + backoff(row.attempts))
                    .await?;
            }
            Err(error) => {
                tracing::error!(id = row.id, to = %mask(&row.to_address), %error, "mail failed for good");
                metrics::mail_attempted(Sent::Failed);
                outbox::mark_failed(&mut tx, row.id, &error.to_string()).await?;
            }
        }
        tx.commit().await?;
        handled += 1;
    }
}

/// Runs until the process ends, polling every `every`.
pub async fn run(pool: PgPool, transport: Transport, from: String, every: Duration) {
    loop {
        if let Err(error) = drain_once(&pool, &transport, &from).await {
            tracing::error!(%error, "outbox worker");
        }
        tokio::time::sleep(every).await;
    }
}
