//! The strong level's time per move in each game: one search of a fixed
//! number of playouts from positions in the middle of a game (two seats,
//! default options). Playouts per second follow: the playouts of one move
//! over its time; moves per second at a thinking budget are the budget's
//! inverse, and playouts per move the budget times that rate.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rand::{rngs::SmallRng, Rng, SeedableRng};
use scriptorium_games::bot::{choose, BotGame, Budget, Knowledge, Level};
use scriptorium_games::carolingi::Carolingi;
use scriptorium_games::carolus_magnus::CarolusMagnus;
use scriptorium_games::torres::Torres;

/// Playouts per measured move.
const PLAYOUTS: u32 = 200;

/// Decisions with a real choice met along a random game, from about a
/// quarter to three quarters of its length.
fn positions<G: BotGame>(seats: u8, seed: u64) -> Vec<Knowledge<G>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = G::new_state(&G::Options::default(), seats).expect("default options");
    for event in G::setup(&state, &mut rng) {
        G::apply(&mut state, &event);
    }
    let mut met = Vec::new();
    while G::outcome(&state).is_none() {
        let seat = G::waiting_on(&state)[0];
        let legal = G::legal_actions(&state, seat);
        if legal.len() > 1 {
            met.push(Knowledge::<G>::of(&state, seat));
        }
        let action = &legal[rng.random_range(0..legal.len())];
        for event in G::decide(&state, seat, action, &mut rng).expect("legal") {
            G::apply(&mut state, &event);
        }
    }
    let quarter = met.len() / 4;
    met.into_iter().skip(quarter).step_by(7).take(8).collect()
}

fn strong_move<G: BotGame>(c: &mut Criterion, name: &str) {
    let positions = positions::<G>(2, 1);
    let mut group = c.benchmark_group("bots/strong move");
    group.throughput(Throughput::Elements(u64::from(PLAYOUTS)));
    group.sample_size(20);
    let mut rng = SmallRng::seed_from_u64(2);
    let mut next = 0;
    group.bench_function(BenchmarkId::new(name, PLAYOUTS), |b| {
        b.iter(|| {
            next = (next + 1) % positions.len();
            choose(
                &positions[next],
                Level::Strong,
                &Budget::playouts(PLAYOUTS),
                &mut rng,
            )
        })
    });
    group.finish();
}

fn bots(c: &mut Criterion) {
    strong_move::<CarolusMagnus>(c, "carolus-magnus");
    strong_move::<Torres>(c, "torres");
    strong_move::<Carolingi>(c, "carolingi");
}

criterion_group!(benches, bots);
criterion_main!(benches);
