//! Lighthouse (pinned in `package.json`, mobile form factor: a mid-range
//! phone on a slow 4G link, simulated) on the three pages a newcomer meets
//! first: the landing page, a game's rules and a game's page. Accessibility
//! and best practices must score 100 and SEO at least 95; performance is
//! measured and reported with the rest (in `target/lighthouse.txt` and on
//! the test's output), never asserted: its score times this shared, noisy
//! machine as much as the page.

use crate::helpers::{browser, spawn_app};
use crate::system::{checkers_dir, ensure_chromium, ensure_npm_packages, CHROMIUM};
use crate::{started_game, target_dir};
use serde_json::Value;
use std::process::Command;

/// The categories asserted, with the least score each must reach.
const REQUIRED: [(&str, f64); 3] = [
    ("accessibility", 1.0),
    ("best-practices", 1.0),
    ("seo", 0.95),
];

/// One page's report: each category's score (0–1) and, for a category below
/// 1, the audits that cost it points.
struct Report {
    scores: Vec<(String, f64)>,
    failing: Vec<String>,
}

/// `cookie`: the `Cookie` header a signed-in player's browser sends.
fn lighthouse(url: &str, cookie: Option<&str>) -> Report {
    let cli = checkers_dir().join("node_modules/lighthouse/cli/index.js");
    let mut command = Command::new("node");
    command.arg(cli).arg(url);
    if let Some(cookie) = cookie {
        command.arg(format!(
            "--extra-headers={}",
            serde_json::json!({ "Cookie": cookie })
        ));
    }
    let output = command
        .args([
            "--output=json",
            "--output-path=stdout",
            "--quiet",
            "--only-categories=performance,accessibility,best-practices,seo",
            // Root in a container has no sandbox to give Chromium.
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
        ])
        .env("CHROME_PATH", CHROMIUM)
        .output()
        .expect("run lighthouse");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|error| {
        panic!(
            "lighthouse gave no JSON report for {url} ({error}): {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    if let Some(error) = report["runtimeError"]["message"].as_str() {
        panic!("lighthouse could not load {url}: {error}");
    }
    let categories = report["categories"]
        .as_object()
        .expect("the report's categories");
    let mut scores = Vec::new();
    let mut failing = Vec::new();
    for (id, category) in categories {
        let score = category["score"].as_f64().unwrap_or(0.0);
        scores.push((id.clone(), score));
        if score >= 1.0 || id == "performance" {
            continue;
        }
        for reference in category["auditRefs"].as_array().into_iter().flatten() {
            let audit = &report["audits"][reference["id"].as_str().unwrap_or_default()];
            let weighed = reference["weight"].as_f64().unwrap_or(0.0) > 0.0;
            if weighed && audit["score"].as_f64().is_some_and(|score| score < 1.0) {
                failing.push(format!(
                    "{id}: {} — {}",
                    audit["id"].as_str().unwrap_or("?"),
                    audit["title"].as_str().unwrap_or("?")
                ));
            }
        }
    }
    scores.sort_by(|a, b| a.0.cmp(&b.0));
    Report { scores, failing }
}

#[tokio::test]
async fn landing_rules_and_game_pages_score_in_lighthouse() {
    ensure_chromium();
    ensure_npm_packages();
    let app = spawn_app().await;
    // Anna's cookies are kept where they can be read: Lighthouse's Chromium
    // sends them, so that her game page is the one a player sees.
    let jar = std::sync::Arc::new(reqwest::cookie::Jar::default());
    let anna = reqwest::Client::builder()
        .cookie_provider(jar.clone())
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("a client");
    let bob = browser();
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = started_game(&app, &anna, &bob, "torres").await;
    let site: reqwest::Url = app.url("/").parse().expect("the app's address");
    let cookie = reqwest::cookie::CookieStore::cookies(jar.as_ref(), &site)
        .and_then(|header| header.to_str().ok().map(str::to_owned))
        .expect("anna's session cookie");
    // The header alone makes the page a player's (what Lighthouse sends).
    let seen = reqwest::Client::new()
        .get(app.url(&format!("/games/{game}")))
        .header("Cookie", &cookie)
        .send()
        .await
        .expect("the game page")
        .text()
        .await
        .expect("its text");
    assert!(seen.contains("id=\"resign\""), "a player's page: {seen}");
    let pages = [
        ("landing", "/".to_owned(), None),
        ("rules", "/rules/torres".to_owned(), None),
        ("game, as a player", format!("/games/{game}"), Some(cookie)),
    ];

    let mut lines = Vec::new();
    let mut shortfalls = Vec::new();
    let mut costly_audits = Vec::new();
    for (name, path, cookie) in &pages {
        // Blocking work on the test's thread while the app serves on the
        // runtime's others: Lighthouse is a program of its own.
        let url = app.url(path);
        let cookie = cookie.clone();
        let report = tokio::task::spawn_blocking(move || lighthouse(&url, cookie.as_deref()))
            .await
            .expect("the lighthouse run");
        let scores: Vec<String> = report
            .scores
            .iter()
            .map(|(category, score)| format!("{category} {:.0}", score * 100.0))
            .collect();
        lines.push(format!("{name} ({path}): {}", scores.join(", ")));
        for (category, least) in REQUIRED {
            let score = report
                .scores
                .iter()
                .find(|(id, _)| id == category)
                .map_or(0.0, |(_, score)| *score);
            if score < least {
                shortfalls.push(format!(
                    "{name}: {category} {:.0} < {:.0}",
                    score * 100.0,
                    least * 100.0
                ));
            }
        }
        costly_audits.extend(
            report
                .failing
                .iter()
                .map(|audit| format!("{name}: {audit}")),
        );
    }
    let summary = lines.join("\n");
    println!("Lighthouse (mobile):\n{summary}");
    std::fs::write(target_dir().join("lighthouse.txt"), format!("{summary}\n"))
        .expect("write target/lighthouse.txt");
    assert!(
        shortfalls.is_empty(),
        "below the required scores:\n{}\nthe audits that cost points:\n{}\n(all: {summary})",
        shortfalls.join("\n"),
        costly_audits.join("\n")
    );
}
