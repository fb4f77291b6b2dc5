//! The service's metrics, for the people who run it: one registry for the
//! whole process, read on `/metrics` (`web::metrics`) in the Prometheus text
//! format.
//!
//! The registry is a process-wide static so that the code where something
//! happens (a decision applied, a mail sent, a live page opened) counts it
//! with one call, without a handle threaded through every signature. This
//! module imports nothing of the crate: every layer may count, none is
//! imported by it. Gauges that describe the database (the pool, the outbox,
//! the seats the computer owes) are not kept up to date as things happen:
//! whoever serves a scrape reads them then and sets them here.
//!
//! Labels are bounded sets only: an HTTP route is its pattern
//! (`/games/{id}`), never the path, so game ids never become series.

use prometheus_client::encoding::{prometheus_text, EncodeLabelSet};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::{Registry, Unit};
use std::sync::atomic::AtomicU64;
use std::sync::LazyLock;
use std::time::Duration;

/// The `Content-Type` of what [`encode`] writes: the Prometheus text
/// format, version 0.0.4.
pub const CONTENT_TYPE: &str = prometheus_text::CONTENT_TYPE;

/// The route label of a request that no route matched (a 404, a probe):
/// its path would be a new series per probe.
pub const UNMATCHED: &str = "unmatched";

/// Who took a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecidedBy {
    /// A person, through a page, the API or a reply to a mail
    /// (`play::submit`).
    Player,
    /// A computer player, for its own seat or one it holds.
    Computer,
}

impl DecidedBy {
    fn label(self) -> &'static str {
        match self {
            DecidedBy::Player => "player",
            DecidedBy::Computer => "computer",
        }
    }
}

/// What one attempt to deliver a mail or a push came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    Sent,
    /// Failed for now; it will be tried again.
    Retry,
    /// Failed for good.
    Failed,
    /// A push whose device the push service says is gone.
    Gone,
}

impl Delivery {
    fn label(self) -> &'static str {
        match self {
            Delivery::Sent => "sent",
            Delivery::Retry => "retry",
            Delivery::Failed => "failed",
            Delivery::Gone => "gone",
        }
    }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    method: &'static str,
    route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ByLabels {
    by: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct OutcomeLabels {
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ReasonLabels {
    reason: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ChannelLabels {
    channel: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct StateLabels {
    state: &'static str,
}

type HistogramFamily<L> = Family<L, Histogram, fn() -> Histogram>;

fn request_histogram() -> Histogram {
    // Prometheus's usual buckets for request latency, 5 ms to 10 s.
    Histogram::new([
        0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
    ])
}

struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    request_seconds: HistogramFamily<RouteLabels>,
    decisions: Family<ByLabels, Counter>,
    timeouts: Counter,
    mails: Family<OutcomeLabels, Counter>,
    pushes: Family<OutcomeLabels, Counter>,
    notices_dropped: Family<ReasonLabels, Counter>,
    repeats: Family<ChannelLabels, Counter>,
    replies: Family<OutcomeLabels, Counter>,
    think_seconds: Histogram,
    computer_waiting: Gauge,
    live_connections: Gauge,
    db_connections: Family<StateLabels, Gauge>,
    outbox_depth: Gauge,
    outbox_oldest_age: Gauge<f64, AtomicU64>,
    embedded_restarts: Counter,
}

impl Metrics {
    fn new() -> Metrics {
        let mut registry = Registry::with_prefix("scriptorium");
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "http_requests",
            "HTTP requests answered, by method, route pattern (unmatched: no route) and status code",
            requests.clone(),
        );
        let request_seconds: HistogramFamily<RouteLabels> =
            Family::new_with_constructor(request_histogram);
        registry.register_with_unit(
            "http_request_duration",
            "Time to answer an HTTP request (to the response head: a live stream is not timed to its end), by method and route pattern",
            Unit::Seconds,
            request_seconds.clone(),
        );
        let decisions = Family::<ByLabels, Counter>::default();
        registry.register(
            "decisions_applied",
            "Decisions appended to a game's log, by who took them (player, computer)",
            decisions.clone(),
        );
        let timeouts = Counter::default();
        registry.register(
            "timeouts_applied",
            "Passed deadlines on which the sweeper applied the game's timeout policy",
            timeouts.clone(),
        );
        let mails = Family::<OutcomeLabels, Counter>::default();
        registry.register(
            "mails",
            "Attempts to send a mail, by outcome (sent, retry: failed for now, failed: for good)",
            mails.clone(),
        );
        let pushes = Family::<OutcomeLabels, Counter>::default();
        registry.register(
            "pushes",
            "Attempts to send a Web Push, by outcome (sent, retry, failed, gone: the device is no more)",
            pushes.clone(),
        );
        let notices_dropped = Family::<ReasonLabels, Counter>::default();
        registry.register(
            "notices_dropped",
            "Notices that went by no channel, by the rule that held them back (muted, no channel, no longer true, gone)",
            notices_dropped.clone(),
        );
        let repeats = Family::<ChannelLabels, Counter>::default();
        registry.register(
            "repeats",
            "Deliveries of something already delivered (the same notice twice to one device or mailbox), by channel (mail, push): anything above 0 is a fault",
            repeats.clone(),
        );
        let replies = Family::<OutcomeLabels, Counter>::default();
        registry.register(
            "replies",
            "Replies to turn mails read, by what became of them (played, listed: a shorter list sent, talked, answered: nothing changed, ignored: bounce, automatic or repeat, refused: forged, unauthenticated, bad token, flood)",
            replies.clone(),
        );
        // From 10 ms doubling to about 5 minutes, the longest budget
        // `COMPUTER_THINK_SECONDS` allows.
        let think_seconds = Histogram::new(exponential_buckets(0.01, 2.0, 16));
        registry.register_with_unit(
            "computer_think",
            "Time a computer player took to choose one decision",
            Unit::Seconds,
            think_seconds.clone(),
        );
        let computer_waiting = Gauge::default();
        registry.register(
            "computer_seats_waiting",
            "Seats whose decision is due from a computer player (read at scrape time)",
            computer_waiting.clone(),
        );
        let live_connections = Gauge::default();
        registry.register(
            "live_connections",
            "Live-update streams (Server-Sent Events) open on this instance",
            live_connections.clone(),
        );
        let db_connections = Family::<StateLabels, Gauge>::default();
        registry.register(
            "db_connections",
            "Connections of this instance's database pool, by state (in_use, idle; read at scrape time)",
            db_connections.clone(),
        );
        let outbox_depth = Gauge::default();
        registry.register(
            "outbox_depth",
            "Mails in the outbox not yet sent, failed or dropped, including those waiting for a later time (read at scrape time)",
            outbox_depth.clone(),
        );
        let outbox_oldest_age = Gauge::<f64, AtomicU64>::default();
        registry.register_with_unit(
            "outbox_oldest_age",
            "How long the longest-due unsent mail has been due; 0 when none is due (read at scrape time)",
            Unit::Seconds,
            outbox_oldest_age.clone(),
        );
        let embedded_restarts = Counter::default();
        registry.register(
            "embedded_postgres_restarts",
            "Restarts of the embedded PostgreSQL after it died",
            embedded_restarts.clone(),
        );
        let metrics = Metrics {
            registry,
            requests,
            request_seconds,
            decisions,
            timeouts,
            mails,
            pushes,
            notices_dropped,
            repeats,
            replies,
            think_seconds,
            computer_waiting,
            live_connections,
            db_connections,
            outbox_depth,
            outbox_oldest_age,
            embedded_restarts,
        };
        // Every series of a bounded label set is there from the start, at
        // zero: a rate over a counter that appears only at its first event
        // misses that event.
        for by in [DecidedBy::Player, DecidedBy::Computer] {
            metrics
                .decisions
                .get_or_create_owned(&ByLabels { by: by.label() });
        }
        for outcome in [Delivery::Sent, Delivery::Retry, Delivery::Failed] {
            let labels = OutcomeLabels {
                outcome: outcome.label(),
            };
            metrics.mails.get_or_create_owned(&labels);
            metrics.pushes.get_or_create_owned(&labels);
        }
        metrics.pushes.get_or_create_owned(&OutcomeLabels {
            outcome: Delivery::Gone.label(),
        });
        for outcome in REPLY_OUTCOMES {
            metrics
                .replies
                .get_or_create_owned(&OutcomeLabels { outcome });
        }
        for state in ["in_use", "idle"] {
            metrics
                .db_connections
                .get_or_create_owned(&StateLabels { state });
        }
        metrics
    }
}

static METRICS: LazyLock<Metrics> = LazyLock::new(Metrics::new);

/// One HTTP request answered: `route` is the pattern that matched (or
/// [`UNMATCHED`]), `method` one of a bounded set.
pub fn request_answered(method: &'static str, route: &str, status: u16, took: Duration) {
    let metrics = &*METRICS;
    metrics
        .requests
        .get_or_create(&RequestLabels {
            method,
            route: route.to_owned(),
            status,
        })
        .inc();
    metrics
        .request_seconds
        .get_or_create(&RouteLabels {
            method,
            route: route.to_owned(),
        })
        .observe(took.as_secs_f64());
}

pub fn decision_applied(by: DecidedBy) {
    METRICS
        .decisions
        .get_or_create(&ByLabels { by: by.label() })
        .inc();
}

/// What became of a reply to a turn mail (`reply::Outcome::kind`).
pub const REPLY_OUTCOMES: [&str; 6] = [
    "played", "listed", "talked", "answered", "ignored", "refused",
];

/// One reply to a turn mail read; `outcome` is one of [`REPLY_OUTCOMES`].
pub fn reply_read(outcome: &'static str) {
    debug_assert!(REPLY_OUTCOMES.contains(&outcome));
    METRICS
        .replies
        .get_or_create(&OutcomeLabels { outcome })
        .inc();
}

pub fn timeout_applied() {
    METRICS.timeouts.inc();
}

pub fn mail_attempted(outcome: Delivery) {
    METRICS
        .mails
        .get_or_create(&OutcomeLabels {
            outcome: outcome.label(),
        })
        .inc();
}

pub fn push_attempted(outcome: Delivery) {
    METRICS
        .pushes
        .get_or_create(&OutcomeLabels {
            outcome: outcome.label(),
        })
        .inc();
}

/// A notice went by no channel: `reason` names the rule that held it back.
pub fn notice_dropped(reason: &'static str) {
    notices_dropped(reason, 1);
}

/// `count` notices dropped together for one reason.
pub fn notices_dropped(reason: &'static str, count: u64) {
    METRICS
        .notices_dropped
        .get_or_create(&ReasonLabels { reason })
        .inc_by(count);
}

/// The channels something is delivered by, for [`repeated`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Mail,
    Push,
    Webhook,
}

/// Something already delivered was delivered again (the outbox row it
/// came from was no longer waiting when it was marked sent).
pub fn repeated(channel: Channel) {
    let channel = match channel {
        Channel::Mail => "mail",
        Channel::Push => "push",
        Channel::Webhook => "webhook",
    };
    METRICS
        .repeats
        .get_or_create(&ChannelLabels { channel })
        .inc();
}

pub fn computer_thought(took: Duration) {
    METRICS.think_seconds.observe(took.as_secs_f64());
}

pub fn embedded_postgres_restarted() {
    METRICS.embedded_restarts.inc();
}

/// One open live stream, counted while this value lives: held by the
/// stream itself, so a connection that ends in any way (closed, dropped,
/// failed) is no longer counted.
#[must_use = "the connection is counted only while this is held"]
pub struct LiveConnection(());

impl LiveConnection {
    pub fn open() -> LiveConnection {
        METRICS.live_connections.inc();
        LiveConnection(())
    }
}

impl Drop for LiveConnection {
    fn drop(&mut self) {
        METRICS.live_connections.dec();
    }
}

/// The connections of the instance's database pool, as a scrape found them.
pub fn set_pool(in_use: i64, idle: i64) {
    let metrics = &*METRICS;
    metrics
        .db_connections
        .get_or_create(&StateLabels { state: "in_use" })
        .set(in_use);
    metrics
        .db_connections
        .get_or_create(&StateLabels { state: "idle" })
        .set(idle);
}

/// What waits in the database, as a scrape read it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Backlog {
    pub outbox_depth: i64,
    pub outbox_oldest_age_seconds: f64,
    pub computer_seats_waiting: i64,
}

pub fn set_backlog(backlog: &Backlog) {
    let metrics = &*METRICS;
    metrics.outbox_depth.set(backlog.outbox_depth);
    metrics
        .outbox_oldest_age
        .set(backlog.outbox_oldest_age_seconds);
    metrics.computer_waiting.set(backlog.computer_seats_waiting);
}

/// Every metric, in the Prometheus text format ([`CONTENT_TYPE`]).
pub fn encode() -> String {
    let mut text = String::new();
    // Writing into a String does not fail; an encoder error would be a bug
    // in a label, and a partial scrape is still worth more than none.
    if let Err(error) = prometheus_text::encode(&mut text, &METRICS.registry) {
        tracing::error!(%error, "encoding the metrics");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The value of the sample written exactly as `series` (name and
    /// labels) in `text`.
    fn sample(text: &str, series: &str) -> Option<f64> {
        text.lines()
            .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
            .and_then(|value| value.trim().parse().ok())
    }

    #[test]
    fn a_counted_event_shows_under_its_name_with_help() {
        let before = sample(&encode(), "scriptorium_embedded_postgres_restarts_total")
            .expect("the restarts counter, at zero before any restart");
        embedded_postgres_restarted();
        let text = encode();
        assert!(
            sample(&text, "scriptorium_embedded_postgres_restarts_total").unwrap() >= before + 1.0
        );
        assert!(text.contains("# HELP scriptorium_embedded_postgres_restarts_total Restarts"));
        assert!(text.contains("# TYPE scriptorium_computer_think_seconds histogram"));
    }

    #[test]
    fn a_request_is_labelled_by_its_route_pattern() {
        request_answered("GET", "/games/{id}", 200, Duration::from_millis(3));
        let text = encode();
        assert!(
            sample(
                &text,
                "scriptorium_http_requests_total{method=\"GET\",route=\"/games/{id}\",status=\"200\"}"
            )
            .is_some_and(|count| count >= 1.0),
            "{text}"
        );
        assert!(
            sample(
                &text,
                "scriptorium_http_request_duration_seconds_bucket{method=\"GET\",route=\"/games/{id}\",le=\"0.005\"}"
            )
            .is_some_and(|count| count >= 1.0),
            "a 3 ms answer is in the 5 ms bucket: {text}"
        );
    }
}
