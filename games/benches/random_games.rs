//! How long an engine takes to play one whole random game (set-up, every
//! legal-action listing, every decision, a final replay check).

use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::SmallRng, SeedableRng};
use scriptorium_games::test_game::{Countdown, Options};
use scriptorium_games::testing::random_playout;

fn countdown(c: &mut Criterion) {
    let mut seed = 0;
    c.bench_function("countdown/random game, 3 seats", |b| {
        b.iter(|| {
            seed += 1;
            let mut rng = SmallRng::seed_from_u64(seed);
            random_playout::<Countdown>(&Options::default(), 3, &mut rng, 10_000).is_ok()
        })
    });
}

criterion_group!(benches, countdown);
criterion_main!(benches);
