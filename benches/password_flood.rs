//! What a flood of password guesses behind a stolen session costs other
//! people: one person's login time, idle and while 64 connections post
//! wrong passwords to `/settings/delete` with the stolen cookie.
//!
//! Three floods: a control of the same connections asking for pages (the
//! cost of the requests themselves); guesses as they happen (the failure
//! budget turns the flood into 429s after five guesses); and guesses with
//! the budget emptied every 50 ms (as if it did not exist), which leaves
//! only the turns (one hash at a time per account and per client address)
//! between the flood and the hashing slots.
//! Nothing is asserted: it prints medians and ratios.
//!
//! `cargo bench --bench password_flood` (option after `--`: `--logins N`
//! per phase, default 30).

use reqwest::Client;
#[path = "support/fixture.rs"]
mod support;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const PASSWORD: &str = "correct horse battery";

fn csrf_of(html: &str) -> Option<String> {
    let start = html.find("name=\"csrf\" value=\"")? + 19;
    Some(html[start..start + html[start..].find('"')?].to_owned())
}

/// The thief's client address and bob's: the app believes `X-Forwarded-For`
/// from the loopback here, as it would from a reverse proxy, so the two are
/// told apart as they would be in the world.
const THIEF: &str = "198.51.100.7";
const BOB: &str = "203.0.113.9";

/// Posts a form from `address`; the status, or the status of the form page
/// when it offered no form.
async fn post(
    client: &Client,
    base: &str,
    address: &str,
    path: &str,
    fields: &[(&str, &str)],
) -> u16 {
    let page = client
        .get(format!("{base}/login"))
        .header("x-forwarded-for", address)
        .send()
        .await
        .unwrap();
    let status = page.status().as_u16();
    let Some(csrf) = csrf_of(&page.text().await.unwrap()) else {
        return status;
    };
    let mut all = vec![("csrf", csrf.as_str())];
    all.extend_from_slice(fields);
    client
        .post(format!("{base}{path}"))
        .header("x-forwarded-for", address)
        .form(&all)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

fn browser() -> Client {
    Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// One login of bob from a fresh browser: the time of the POST alone.
async fn bob_logs_in(base: &str) -> Duration {
    let client = browser();
    let page = client
        .get(format!("{base}/login"))
        .header("x-forwarded-for", BOB)
        .send()
        .await
        .unwrap();
    let csrf = csrf_of(&page.text().await.unwrap()).expect("the login form");
    let started = Instant::now();
    let status = client
        .post(format!("{base}/login"))
        .header("x-forwarded-for", BOB)
        .form(&[
            ("csrf", csrf.as_str()),
            ("login", "bob"),
            ("password", PASSWORD),
        ])
        .send()
        .await
        .unwrap()
        .status();
    let took = started.elapsed();
    assert_eq!(status.as_u16(), 303, "bob logs in");
    took
}

async fn bob_logins(base: &str, count: usize) -> Vec<Duration> {
    let mut times = Vec::with_capacity(count);
    for _ in 0..count {
        times.push(bob_logs_in(base).await);
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    times.sort();
    times
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn median(times: &[Duration]) -> f64 {
    ms(times[times.len() / 2])
}

fn p90(times: &[Duration]) -> f64 {
    ms(times[times.len() * 9 / 10])
}

/// Runs a flood while bob logs in; returns bob's times and the flood's
/// answers by status.
/// What the 64 connections send.
#[derive(Clone, Copy, PartialEq)]
enum Flood {
    /// Wrong passwords to `/settings/delete`, the budget as it is.
    Guesses,
    /// The same, the budget emptied every 50 ms.
    GuessesWithoutBudget,
    /// The control: the same connections ask for the login page twice (a
    /// guess is a page and a post), no password in sight. What bob loses
    /// here is the cost of the requests themselves.
    Pages,
}

async fn flooded(
    base: &str,
    thief: &Client,
    pool: &sqlx::PgPool,
    flood: Flood,
    logins: usize,
) -> (Vec<Duration>, BTreeMap<u16, usize>) {
    let stop = Arc::new(AtomicBool::new(false));
    let answers = Arc::new(Mutex::new(BTreeMap::new()));
    let mut tasks = Vec::new();
    for connection in 0..64 {
        let (stop, answers, thief, base) = (
            stop.clone(),
            answers.clone(),
            thief.clone(),
            base.to_owned(),
        );
        tasks.push(tokio::spawn(async move {
            let mut guess = 0;
            while !stop.load(Ordering::Relaxed) {
                guess += 1;
                let password = format!("wrong guess {connection}-{guess}");
                let status = if flood == Flood::Pages {
                    let mut status = 0;
                    for _ in 0..2 {
                        status = thief
                            .get(format!("{base}/login"))
                            .header("x-forwarded-for", THIEF)
                            .send()
                            .await
                            .unwrap()
                            .status()
                            .as_u16();
                    }
                    status
                } else {
                    post(
                        &thief,
                        &base,
                        THIEF,
                        "/settings/delete",
                        &[("password", &password), ("understood", "1")],
                    )
                    .await
                };
                *answers.lock().unwrap().entry(status).or_insert(0) += 1;
            }
        }));
    }
    if flood == Flood::GuessesWithoutBudget {
        let (stop, pool) = (stop.clone(), pool.clone());
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                sqlx::query("DELETE FROM login_failures")
                    .execute(&pool)
                    .await
                    .unwrap();
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }));
    }
    // Let the flood fill its queues first.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let times = bob_logins(base, logins).await;
    stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.await.unwrap();
    }
    sqlx::query("DELETE FROM login_failures")
        .execute(pool)
        .await
        .unwrap();
    let answers = answers.lock().unwrap().clone();
    (times, answers)
}

fn main() {
    let mut logins = 30;
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        if pair[0] == "--logins" {
            logins = pair[1].parse().expect("--logins N");
        }
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let running = support::start(|settings| {
            settings.trusted_proxies =
                scriptorium::app::config::parse_trusted_proxies("127.0.0.1").unwrap();
        })
        .await;
        let (base, pool) = (running.base.clone(), running.pool.clone());
        for name in ["anna", "bob"] {
            let email = format!("{name}@example.org");
            let status = post(
                &browser(),
                &base,
                BOB,
                "/signup",
                &[
                    ("username", name),
                    ("email", &email),
                    ("password", PASSWORD),
                ],
            )
            .await;
            assert_eq!(status, 303, "sign-up of {name}");
        }
        let thief = browser();
        let status = post(
            &thief,
            &base,
            THIEF,
            "/login",
            &[("login", "anna"), ("password", PASSWORD)],
        )
        .await;
        assert_eq!(status, 303, "the thief has anna's session");

        bob_logins(&base, 5).await; // warm-up
        let idle = bob_logins(&base, logins).await;
        let (pages, pages_answers) = flooded(&base, &thief, &pool, Flood::Pages, logins).await;
        let (budget, budget_answers) = flooded(&base, &thief, &pool, Flood::Guesses, logins).await;
        let (turns, turns_answers) =
            flooded(&base, &thief, &pool, Flood::GuessesWithoutBudget, logins).await;
        println!("bob's login (POST /login), {logins} logins per phase, 64 flooding connections");
        println!("| phase | p50 ms | p90 ms | p50 / idle | flood's answers |");
        println!("|---|---|---|---|---|");
        let idle_median = median(&idle);
        for (phase, times, answers) in [
            ("idle", &idle, None),
            (
                "control: the same connections asking for pages",
                &pages,
                Some(&pages_answers),
            ),
            ("flood, the budget as it is", &budget, Some(&budget_answers)),
            (
                "flood, budget emptied every 50 ms",
                &turns,
                Some(&turns_answers),
            ),
        ] {
            println!(
                "| {phase} | {:.1} | {:.1} | {:.2} | {} |",
                median(times),
                p90(times),
                median(times) / idle_median,
                answers.map_or(String::from("-"), |answers| format!("{answers:?}")),
            );
        }
    });
}
