//! Random legal play from random seeds, with the game's invariants checked
//! after every event.

use super::super::*;
use crate::core::{replay, Game};
use crate::testing::random_playout;
use proptest::prelude::*;
use rand::{rngs::SmallRng, SeedableRng};

fn options_strategy() -> impl Strategy<Value = Options> {
    (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(older, shared, meister)| Options {
        edition: if older { Edition::Original } else { Edition::Edition2017 },
        deck: if shared { Deck::Shared } else { Deck::Personal },
        meister,
    })
}

fn assert_board_invariants(state: &State) -> Result<(), TestCaseError> {
    prop_assert_eq!(state.blocks_accounted(), 92, "blocks conserved");
    let layout = Layout::of(state);
    prop_assert!(layout.heights_within_areas(), "a castle is higher than its area");
    for knights in &state.knights {
        prop_assert!(knights.len() <= 6);
    }
    Ok(())
}

/// Castles never touch orthogonally: the flood fill would merge them, so the
/// check is that no new ground block ever lands beside two castles.
fn assert_no_join(before: &State, event: &Event) -> Result<(), TestCaseError> {
    if let Event::BlockPlaced { square, .. } | Event::CastleFounded { square, .. } = event {
        let layout = Layout::of(before);
        if layout.height(*square) == 0 {
            prop_assert!(layout.castles_beside(*square).len() <= 1, "castles joined on {}", square_name(*square));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_play_ends_and_replays(seed in any::<u64>(), seats in 2u8..=4, options in options_strategy()) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Torres>(&options, seats, &mut rng, 20_000)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        prop_assert!(Torres::outcome(&playout.state).is_some());
        let mut state = Torres::new_state(&options, seats).unwrap();
        for event in &playout.events {
            assert_no_join(&state, event)?;
            Torres::apply(&mut state, event);
            assert_board_invariants(&state)?;
        }
        prop_assert_eq!(replay::<Torres>(&options, seats, &playout.events).unwrap(), playout.state);
    }
}
