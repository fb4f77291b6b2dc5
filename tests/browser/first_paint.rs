//! How soon a game page paints on a slow phone: a slow link in front of the
//! app (400 ms from a request to its answer, 400 kbit/s each way), and
//! Chromium's processor four times slower with its cache off, and the page's first contentful paint is
//! read from the browser's own timing. Measured and reported (in
//! `target/first-paint.txt` and on the test's output), never asserted
//! against a limit: the machines the suite runs on are shared and noisy.

use crate::driver::{cdp, log_in, set_viewport, ChromeDriver, PHONE};
use crate::helpers::{browser, spawn_app};
use crate::{started_game, target_dir, PASSWORD};
use fantoccini::Client;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};

/// A slow mobile link between the browser and the app: every chunk reaches
/// the other side 200 ms after it was sent (400 ms for a request and its
/// answer), and no faster than 400 kbit/s in each direction. Done here, in
/// front of the app, rather than by Chromium's own network emulation, which
/// in this Chromium left the page's own request out of its delay and
/// fetched it uncompressed.
async fn slow_link(app: std::net::SocketAddr) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a port for the slow link");
    let address = listener.local_addr().expect("its address");
    tokio::spawn(async move {
        while let Ok((browser, _)) = listener.accept().await {
            tokio::spawn(async move {
                let Ok(server) = tokio::net::TcpStream::connect(app).await else {
                    return;
                };
                let (from_browser, to_browser) = browser.into_split();
                let (from_server, to_server) = server.into_split();
                tokio::join!(
                    slow_pipe(from_browser, to_server, &UPLINK),
                    slow_pipe(from_server, to_browser, &DOWNLINK)
                );
            });
        }
    });
    address
}

/// Bytes the slow link carried (both ways), to say what a load costs.
static CARRIED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

const ONE_WAY: Duration = Duration::from_millis(200);
const BYTES_PER_SECOND: f64 = 400_000.0 / 8.0;

/// When each direction of the link is next free: one phone has one link,
/// which all of a page's connections share.
static UPLINK: std::sync::Mutex<Option<Instant>> = std::sync::Mutex::new(None);
static DOWNLINK: std::sync::Mutex<Option<Instant>> = std::sync::Mutex::new(None);

async fn slow_pipe(
    mut from: OwnedReadHalf,
    mut to: OwnedWriteHalf,
    line: &'static std::sync::Mutex<Option<Instant>>,
) {
    let (sent, mut arriving) = tokio::sync::mpsc::unbounded_channel::<(Instant, Vec<u8>)>();
    let reader = async move {
        let mut buffer = vec![0u8; 1460];
        while let Ok(read) = from.read(&mut buffer).await {
            if read == 0
                || sent
                    .send((Instant::now(), buffer[..read].to_vec()))
                    .is_err()
            {
                break;
            }
        }
    };
    let writer = async move {
        while let Some((at, bytes)) = arriving.recv().await {
            CARRIED.fetch_add(bytes.len() as u64, std::sync::atomic::Ordering::Relaxed);
            // On the wire after what went before it (on any connection),
            // for as long as its size takes at the link's speed, then the
            // way's delay.
            let sent = {
                let mut free = line.lock().expect("the link's clock");
                let start = free.map_or(at, |free| free.max(at));
                let done = start + Duration::from_secs_f64(bytes.len() as f64 / BYTES_PER_SECOND);
                *free = Some(done);
                done
            };
            tokio::time::sleep_until((sent + ONE_WAY).into()).await;
            if to.write_all(&bytes).await.is_err() {
                break;
            }
        }
        let _ = to.shutdown().await;
    };
    tokio::join!(reader, writer);
}

/// The slow phone's processor: four times slower, and no cache.
async fn slow_phone(client: &Client, on: bool) {
    cdp(client, "Network.enable", serde_json::json!({})).await;
    cdp(
        client,
        "Network.setCacheDisabled",
        serde_json::json!({ "cacheDisabled": on }),
    )
    .await;
    cdp(
        client,
        "Emulation.setCPUThrottlingRate",
        serde_json::json!({ "rate": if on { 4 } else { 1 } }),
    )
    .await;
}

/// The page's first contentful paint after a load in the session's current
/// conditions, and the bytes the slow link carried for the whole load.
async fn first_paint(client: &Client, url: &str) -> (f64, u64) {
    CARRIED.store(0, std::sync::atomic::Ordering::Relaxed);
    client.goto(url).await.expect("open the page");
    // The paint may be recorded a moment after the load: wait for it.
    let paint = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             const seen = () => performance.getEntriesByName('first-contentful-paint')[0];
             if (seen()) { done(seen().startTime); return; }
             new PerformanceObserver(() => { if (seen()) done(seen().startTime); })
               .observe({ type: 'paint', buffered: true });
             setTimeout(() => done(seen() ? seen().startTime : -1), 10000);",
            vec![],
        )
        .await
        .expect("the page's timing");
    (
        paint.as_f64().unwrap_or(-1.0),
        CARRIED.load(std::sync::atomic::Ordering::Relaxed),
    )
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

#[tokio::test]
async fn a_game_page_paints_early_on_a_slow_phone() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let chromium = chromedriver.session(profile.path()).await;
    set_viewport(&chromium, PHONE).await;
    let app_address: std::net::SocketAddr = app
        .address
        .trim_start_matches("http://")
        .parse()
        .expect("the app's address");
    let slow = format!("http://{}", slow_link(app_address).await);
    // Cookies belong to the host, whatever its port: the session opened
    // directly is the one the slow link carries.
    log_in(&chromium, &app.address, "anna", PASSWORD).await;
    let mut report = vec![
        "First contentful paint of a game page, cold cache, 400 ms round trip, 400 kbit/s, CPU 4× slower (median of 5 loads):".to_owned(),
    ];
    for kind in ["carolus-magnus", "torres", "carolingi"] {
        let game = started_game(&app, &anna, &bob, kind).await;
        let path = format!("/games/{game}");
        let url = format!("{slow}{path}");
        slow_phone(&chromium, true).await;
        let mut paints = Vec::new();
        let mut bytes = 0;
        for _ in 0..5 {
            let (paint, size) = first_paint(&chromium, &url).await;
            assert!(paint > 0.0, "{kind}: the browser reports a first paint");
            paints.push(paint);
            bytes = size;
        }
        slow_phone(&chromium, false).await;
        let (fast, _) = first_paint(&chromium, &app.url(&path)).await;
        report.push(format!(
            "{kind}: {:.0} ms (a load carries {:.1} kB; {:.0} ms without the slow link and CPU)",
            median(paints),
            bytes as f64 / 1000.0,
            fast
        ));
    }
    chromium.close().await.expect("close Chromium");
    let report = report.join("\n");
    eprintln!("{report}");
    std::fs::write(target_dir().join("first-paint.txt"), format!("{report}\n"))
        .expect("write the report");
}
