//! Serving a game page, for a game just started and for one whose log is
//! long: the page reads the projection (one row), so the two should cost
//! the same. Runs the real application on a private PostgreSQL.

use criterion::{criterion_group, criterion_main, Criterion};

#[path = "support/fixture.rs"]
mod support;
use support::fixture;

fn bench(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let fixture = fixture(&runtime);
    println!("long game: {} log rows", fixture.long_events);
    let client = reqwest::Client::new();
    let mut group = c.benchmark_group("game page");
    group.sample_size(50);
    for (name, id) in [
        ("just started", fixture.short_game),
        ("long log", fixture.long_game),
    ] {
        let url = format!("{}/games/{id}", fixture.base);
        group.bench_function(name, |b| {
            b.to_async(&runtime).iter(|| async {
                let response = client.get(&url).send().await.unwrap();
                assert!(response.status().is_success());
                response.bytes().await.unwrap().len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
