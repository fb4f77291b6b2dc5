//! One move as a client makes it, against the application's own database:
//! read the game, submit a random legal decision (`play::submit`: the read
//! with the idempotency check, the engine, the one guarded write). Runs on a
//! private PostgreSQL; a game that ends is replaced by a new one. The load
//! harness (`cargo bench --bench load`) measures the same under concurrency
//! against pgbench; this gives the single-move latency.

use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::SmallRng, SeedableRng};
use std::sync::Mutex;

#[path = "support/fixture.rs"]
mod support;
use support::{fixture, game, one_move};

fn bench(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let fixture = fixture(&runtime);
    let current = Mutex::new(fixture.short_game);
    let rng = Mutex::new(SmallRng::seed_from_u64(7));
    let mut group = c.benchmark_group("move");
    group.sample_size(50);
    group.bench_function("read and submit (Carolus Magnus)", |b| {
        b.to_async(&runtime).iter(|| async {
            let id = *current.lock().unwrap();
            let mut local = SmallRng::from_rng(&mut *rng.lock().unwrap());
            if !one_move(&fixture.pool, id, &mut local).await {
                let (next, _) = game(&fixture.pool, &fixture.players, 0).await;
                *current.lock().unwrap() = next;
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
