//! Opening a step near the end of a long game: the history page folds the log
//! up to that step. Compared with restoring the projection (what the game page
//! does), which does not depend on the log's length.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use rand::{rngs::SmallRng, SeedableRng};
use scriptorium::games::erased::Erased;
use scriptorium::games::log::{self, Entry, LogRow};
use scriptorium::games::DynGame;
use scriptorium_games::carolingi::{Carolingi, Options};
use scriptorium_games::testing::random_playout;
use scriptorium_games::{Game, Viewer};

static CAROLINGI: Erased<Carolingi> = Erased::new();

/// The longest game we generate: 6 seats, the latest sundial year.
fn long_game() -> (serde_json::Value, Vec<LogRow>) {
    let options = Options {
        sundial_year: 839,
        ..Options::default()
    };
    let mut longest: Option<Vec<LogRow>> = None;
    for seed in 0..8 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Carolingi>(&options, 6, &mut rng, 200_000).expect("a game");
        let rows: Vec<LogRow> = playout
            .events
            .iter()
            .enumerate()
            .map(|(i, event)| LogRow {
                seq: i as i64 + 1,
                action_no: i as i64,
                seat: None,
                entry: Entry::Event(serde_json::to_value(event).unwrap()),
            })
            .collect();
        if longest.as_ref().is_none_or(|l| l.len() < rows.len()) {
            longest = Some(rows);
        }
    }
    (serde_json::to_value(&options).unwrap(), longest.unwrap())
}

fn bench(c: &mut Criterion) {
    // A game started today plays by the current rules.
    let rules = Carolingi::info().rules_version;
    let (options, rows) = long_game();
    let near_end = rows.len() - 1;
    println!("longest generated Carolingi game: {} events", rows.len());
    let mut group = c.benchmark_group("history");
    group.sample_size(20);
    group.bench_with_input(
        BenchmarkId::new("step near the end (fold)", rows.len()),
        &rows,
        |b, rows| {
            b.iter(|| {
                let table = log::fold(&CAROLINGI, &options, 6, rules, &rows[..near_end]).unwrap();
                table.view(Viewer::Spectator)
            })
        },
    );
    let state = log::fold(&CAROLINGI, &options, 6, rules, &rows)
        .unwrap()
        .state_json();
    group.bench_function("game page (restore projection)", |b| {
        b.iter(|| CAROLINGI.restore(&state).unwrap().view(Viewer::Spectator))
    });
    group.finish();
    let _ = Carolingi::info();
}

criterion_group!(benches, bench);
criterion_main!(benches);
