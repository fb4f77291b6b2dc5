//! How long the heavy decisions take at the sizes the service expects:
//! pairing a round of a 2,000-player Swiss of 3-player tables after three
//! rounds of random results, the strict Swiss search's worst case, and the
//! standings of a 500-player league.

use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::SmallRng, Rng, SeedableRng};
use scriptorium_events::pairing::swiss;
use scriptorium_events::record::ranking_by;
use scriptorium_events::{
    apply, decide, standings, Blocks, EventAction, EventState, Format, PlayerId, RatingBounds,
    RegistrationWindow, ReportedOutcome, Rules, StartCondition, TimeoutPolicy, VanishedPolicy,
};
use std::collections::{HashMap, HashSet};

fn rules(format: Format, seats: u8) -> Rules {
    Rules {
        game: "torres".into(),
        seats_per_table: seats,
        format,
        time_control_hours: 72,
        vacation_days: 14,
        timeout_policy: TimeoutPolicy::TimedOutLoses,
        vanished_policy: VanishedPolicy::StayEntered,
        rating_bounds: RatingBounds::default(),
        registration: RegistrationWindow {
            opens: 0,
            closes: 10,
        },
        max_players: None,
        start: StartCondition::AtTime(10),
    }
}

fn act(state: &mut EventState, action: EventAction, rng: &mut SmallRng) {
    let records = decide(state, &action, 10, rng).expect("accepted");
    for record in &records {
        apply(state, record);
    }
}

/// An event of `players` entrants, started.
fn started(format: Format, seats: u8, players: u128, rng: &mut SmallRng) -> EventState {
    let mut state = EventState::new();
    act(
        &mut state,
        EventAction::Create {
            rules: rules(format, seats),
        },
        rng,
    );
    for id in 1..=players {
        let rating = rng.random_range(1000..2400);
        let player = PlayerId(id);
        let records =
            decide(&state, &EventAction::Register { player, rating }, 1, rng).expect("registered");
        for record in &records {
            apply(&mut state, record);
        }
    }
    act(&mut state, EventAction::Start, rng);
    state
}

fn play_open_tables(state: &mut EventState, rng: &mut SmallRng) {
    let open: Vec<_> = state
        .open_tables()
        .map(|t| (t.table.id, t.table.seats.len()))
        .collect();
    for (table, seats) in open {
        let keys: Vec<u8> = (0..seats)
            .map(|_| rng.random_range(0..seats as u8))
            .collect();
        let outcome = ReportedOutcome::Played {
            places: ranking_by(&keys),
            scores: Some((0..seats).map(|_| rng.random_range(0..100)).collect()),
        };
        act(state, EventAction::RecordResult { table, outcome }, rng);
    }
}

fn swiss_pairing(c: &mut Criterion) {
    let mut rng = SmallRng::seed_from_u64(44);
    let mut state = started(Format::Swiss { rounds: 9 }, 3, 2_000, &mut rng);
    for _ in 0..3 {
        play_open_tables(&mut state, &mut rng);
        act(&mut state, EventAction::PairNextRound, &mut rng);
    }
    play_open_tables(&mut state, &mut rng);
    c.bench_function("swiss/pair round 5 of 2000 players at 3-seat tables", |b| {
        b.iter(|| decide(&state, &EventAction::PairNextRound, 10, &mut rng).expect("paired"))
    });
}

/// The worst case of the strict search: no pairing without a repeat exists
/// and proving it would take 19!! steps, so the budget ends it.
fn swiss_hopeless_search(c: &mut Criterion) {
    let order: Vec<PlayerId> = (1..=40).map(PlayerId).collect();
    let mut met = HashSet::new();
    for a in 1..=21u128 {
        for b in 22..=40u128 {
            met.insert((PlayerId(a), PlayerId(b)));
        }
    }
    let blocks = Blocks::new();
    let byes_had = HashMap::new();
    c.bench_function("swiss/strict search out of budget, 40 players", |b| {
        b.iter(|| {
            swiss::pair_round(&swiss::SwissRound {
                order: &order,
                seats: 2,
                met: &met,
                blocks: &blocks,
                byes_had: &byes_had,
            })
        })
    });
}

fn league_standings(c: &mut Criterion) {
    let mut rng = SmallRng::seed_from_u64(45);
    for seats in [2u8, 4] {
        let format = Format::League {
            division_size: 10,
            seasons: 3,
            promoted: 2,
            relegated: 2,
        };
        let mut state = started(format, seats, 500, &mut rng);
        play_open_tables(&mut state, &mut rng);
        c.bench_function(
            &format!("league/standings of 500 players, 50 divisions, {seats}-seat tables"),
            |b| b.iter(|| standings(&state)),
        );
        c.bench_function(
            &format!("league/end a season of 500 players, {seats}-seat tables"),
            |b| b.iter(|| decide(&state, &EventAction::EndSeason, 10, &mut rng).expect("ended")),
        );
    }
}

criterion_group!(
    benches,
    swiss_pairing,
    swiss_hopeless_search,
    league_standings
);
criterion_main!(benches);
