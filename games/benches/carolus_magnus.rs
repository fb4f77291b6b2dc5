//! How long Carolus Magnus takes to play one whole random game (set-up,
//! every legal-action listing, every decision, a final replay check).

use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::SmallRng, SeedableRng};
use scriptorium_games::carolus_magnus::{CarolusMagnus, Options};
use scriptorium_games::testing::random_playout;

fn carolus_magnus(c: &mut Criterion) {
    for seats in 2..=4u8 {
        let mut seed = 0;
        c.bench_function(&format!("carolus_magnus/random game, {seats} seats"), |b| {
            b.iter(|| {
                seed += 1;
                let mut rng = SmallRng::seed_from_u64(seed);
                random_playout::<CarolusMagnus>(&Options::default(), seats, &mut rng, 20_000)
                    .is_ok()
            })
        });
    }
}

criterion_group!(benches, carolus_magnus);
criterion_main!(benches);
