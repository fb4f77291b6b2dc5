//! How long Torres takes to play one whole random game (set-up, every
//! legal-action listing, every decision, a final replay check).

use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::SmallRng, SeedableRng};
use scriptorium_games::testing::random_playout;
use scriptorium_games::torres::{Options, Torres};

fn torres(c: &mut Criterion) {
    for seats in [2u8, 4] {
        let mut seed = 0;
        c.bench_function(&format!("torres/random game, {seats} seats"), |b| {
            b.iter(|| {
                seed += 1;
                let mut rng = SmallRng::seed_from_u64(seed);
                random_playout::<Torres>(&Options::default(), seats, &mut rng, 20_000).is_ok()
            })
        });
    }
}

criterion_group!(benches, torres);
criterion_main!(benches);
