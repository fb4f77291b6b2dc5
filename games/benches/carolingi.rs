//! How long the Carolingi engine takes to play one whole random game (set-up,
//! every legal-action listing, every decision, a final replay check).

use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::SmallRng, SeedableRng};
use scriptorium_games::carolingi::{Carolingi, Options};
use scriptorium_games::testing::random_playout;

fn carolingi(c: &mut Criterion) {
    for (seats, sundial_year, advanced) in [
        (3, 834, false),
        (6, 834, false),
        (4, 830, false),
        (4, 834, true),
    ] {
        let mut seed = 0;
        let options = Options {
            sundial_year,
            advanced,
            anarchy_module: advanced,
            ..Options::default()
        };
        let variant = if advanced { ", advanced + module" } else { "" };
        c.bench_function(
            &format!("carolingi/random game, {seats} seats, until {sundial_year}{variant}"),
            |b| {
                b.iter(|| {
                    seed += 1;
                    let mut rng = SmallRng::seed_from_u64(seed);
                    random_playout::<Carolingi>(&options, seats, &mut rng, 1_000_000).is_ok()
                })
            },
        );
    }
}

criterion_group!(benches, carolingi);
criterion_main!(benches);
