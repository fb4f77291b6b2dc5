//! The ranking at the end (3.5, 5.8) as the outcome carries it: every seat's
//! whole key, so that a winner who resigned can be replaced by the best of the
//! others by the rulebook's own tie-breaks, not by points alone.

use super::helpers::*;
use super::rules::end_of_autumn;
use crate::carolingi::events::Event;
use crate::carolingi::scoring::{rank_key, ScoreSheet};
use crate::carolingi::state::State;
use crate::carolingi::{Carolingi, Options};
use crate::core::{Game, Outcome, Seat};
use crate::testing::random_playout;
use proptest::prelude::*;
use std::cmp::Ordering;

const ANNA: Seat = Seat(0);
const BERT: Seat = Seat(1);
const CORA: Seat = Seat(2);

/// Three Carolingians at the end of the sundial year, all glorious (four
/// trophies each: « ou le maximum de quatre fois »). Bert leads with a second
/// point (twelve partisans on the board); Anna and Cora have one point each,
/// Anna with 7 partisans on the board in 3 countries, Cora with 5 in 5.
fn bert_leads_and_anna_beats_cora_on_partisans() -> State {
    let mut state = started(3, &["normandie", "ostphalie", "comte_bourgogne"], vec![]);
    clear_board(&mut state);
    set(&mut state, "normandie", &[3, 0, 0], 0, 0);
    set(&mut state, "ile_de_france", &[2, 0, 0], 0, 0);
    set(&mut state, "champagne", &[2, 0, 0], 0, 0);
    for country in ["ostphalie", "westphalie", "hesse", "thuringe"] {
        set(&mut state, country, &[0, 3, 0], 0, 0);
    }
    for country in [
        "comte_bourgogne",
        "duche_bourgogne",
        "souabe",
        "franconie",
        "anjou",
    ] {
        set(&mut state, country, &[0, 0, 1], 0, 0);
    }
    for player in &mut state.players {
        player.trophies = 4;
    }
    state.year = state.options.sundial_year;
    state
}

/// 3.5: « Celui qui a le plus de points à la fin de l'année où se trouve le
/// cadran solaire gagne. Si plusieurs Carolingiens sont à égalité,
/// déterminez-les en comparant le nombre de partisans sur le plateau. Si
/// l'égalité persiste, c'est le nombre de pays contrôlés qui les départage. »
#[test]
fn at_the_sundial_the_key_is_points_then_partisans_on_the_board_then_countries() {
    let mut state = bert_leads_and_anna_beats_cora_on_partisans();
    let events = end_of_autumn(&mut state);
    assert!(matches!(
        events.last(),
        Some(Event::GameEnded { winners, .. }) if *winners == vec![BERT]
    ));
    let outcome = Carolingi::outcome(&state).expect("the game is over");
    assert_eq!(outcome.scores, vec![1, 2, 1]);
    let keys: Vec<Vec<i64>> = outcome.ranking.iter().map(|key| key.0.clone()).collect();
    // No peace; points; partisans on the board; controlled countries.
    assert_eq!(
        keys,
        vec![vec![0, 1, 7, 3], vec![0, 2, 12, 4], vec![0, 1, 5, 5]]
    );
    // Bert resigned: the best of the others is Anna (7 partisans against 5),
    // although Cora controls more countries and has as many points.
    assert_eq!(outcome.best_among(&[ANNA, CORA]), vec![ANNA]);
}

#[test]
fn when_partisans_tie_too_the_controlled_countries_decide_and_then_the_win_is_shared() {
    let mut state = bert_leads_and_anna_beats_cora_on_partisans();
    // Two more of Cora's partisans in Swabia: 7 on the board each, Cora in
    // five countries, Anna in three.
    set(&mut state, "souabe", &[0, 0, 3], 0, 0);
    let outcome = Carolingi::standing(&state, 3);
    assert_eq!(outcome.best_among(&[ANNA, CORA]), vec![CORA]);
    // Anna spreads hers over five countries too: nothing tells them apart.
    set(&mut state, "ile_de_france", &[1, 0, 0], 0, 0);
    set(&mut state, "champagne", &[1, 0, 0], 0, 0);
    set(&mut state, "frise", &[1, 0, 0], 0, 0);
    set(&mut state, "haute_lotharingie", &[1, 0, 0], 0, 0);
    let outcome = Carolingi::standing(&state, 3);
    assert_eq!(outcome.ranking[ANNA.index()].0, vec![0, 1, 7, 5]);
    assert_eq!(outcome.ranking[ANNA.index()], outcome.ranking[CORA.index()]);
    assert_eq!(outcome.best_among(&[ANNA, CORA]), vec![ANNA, CORA]);
}

/// 5.8: the declarer who proves three conditions « peut terminer la partie en
/// vainqueur », whatever the others hold: his key comes first. After a peace
/// the rulebook names only the winner; the others rank as at the sundial.
#[test]
fn a_successful_declaration_of_peace_ranks_first_and_the_others_as_at_the_sundial() {
    let state = bert_leads_and_anna_beats_cora_on_partisans();
    let sheets = crate::carolingi::scoring::all_sheets(&state);
    let mut over = state.clone();
    Carolingi::apply(
        &mut over,
        &Event::PeaceDeclared {
            seat: CORA,
            sheets: sheets.clone(),
        },
    );
    let outcome = Carolingi::outcome(&over).expect("over");
    assert_eq!(outcome.winners, vec![CORA]);
    assert!(outcome.ranking[CORA.index()] > outcome.ranking[BERT.index()]);
    assert!(outcome.ranking[BERT.index()] > outcome.ranking[ANNA.index()]);
    assert_eq!(outcome.best_among(&[ANNA, BERT]), vec![BERT]);
}

/// The rulebook's comparison of two seats at the end, one sentence a branch,
/// written apart from [`rank_key`] so that the two can be checked against
/// each other.
fn rulebook_compare(a: &ScoreSheet, b: &ScoreSheet, peace_by: Option<Seat>) -> Ordering {
    if a.seat == b.seat {
        return Ordering::Equal;
    }
    // 5.8: a successful declaration ends the game « en vainqueur ».
    if peace_by == Some(a.seat) {
        return Ordering::Greater;
    }
    if peace_by == Some(b.seat) {
        return Ordering::Less;
    }
    // 3.5: « Celui qui a le plus de points … gagne. »
    if a.points != b.points {
        return a.points.cmp(&b.points);
    }
    // « Si plusieurs Carolingiens sont à égalité, déterminez-les en comparant
    // le nombre de partisans sur le plateau. »
    if a.partisans_on_board != b.partisans_on_board {
        return a.partisans_on_board.cmp(&b.partisans_on_board);
    }
    // « Si l'égalité persiste, c'est le nombre de pays contrôlés qui les
    // départage. »
    a.controlled.cmp(&b.controlled)
}

fn sheet(seat: u8, (points, partisans_on_board, controlled): (u8, u8, u8)) -> ScoreSheet {
    ScoreSheet {
        seat: Seat(seat),
        expansion: false,
        development: false,
        many_partisans: false,
        glory: false,
        regions: vec![],
        palace: false,
        points,
        partisans_on_board,
        controlled,
        development_markers: 0,
        trophies: 0,
    }
}

/// Every pair of seats compares by the key as by the rulebook, and the
/// outcome's winners are exactly the seats nobody beats.
fn check_against_rulebook(sheets: &[ScoreSheet], outcome: &Outcome, peace_by: Option<Seat>) {
    for a in sheets {
        for b in sheets {
            assert_eq!(
                outcome.key_of(a.seat).cmp(&outcome.key_of(b.seat)),
                rulebook_compare(a, b, peace_by),
                "{a:?} against {b:?}, peace by {peace_by:?}"
            );
        }
    }
    let unbeaten: Vec<Seat> = sheets
        .iter()
        .filter(|a| {
            sheets
                .iter()
                .all(|b| rulebook_compare(a, b, peace_by) != Ordering::Less)
        })
        .map(|a| a.seat)
        .collect();
    assert_eq!(outcome.winners, unbeaten);
}

fn terms() -> impl Strategy<Value = (u8, u8, u8)> {
    // Narrow ranges, so that ties on the first terms are frequent.
    (0u8..=3, 4u8..=7, 2u8..=4)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn ranking_by_the_key_is_ranking_by_the_rulebook(
        all in prop::collection::vec(terms(), 2..=6),
        peace in prop::option::of(0u8..6),
    ) {
        let sheets: Vec<ScoreSheet> = all
            .iter()
            .enumerate()
            .map(|(seat, &terms)| sheet(seat as u8, terms))
            .collect();
        let peace_by = peace.map(Seat).filter(|seat| seat.index() < sheets.len());
        let ranking = sheets.iter().map(|s| rank_key(s, peace_by)).collect();
        let mut outcome = Outcome::ranked(sheets.iter().map(|s| i64::from(s.points)).collect(), ranking);
        if let Some(seat) = peace_by {
            // The rules name the declarer alone, as `PeaceDeclared` does.
            prop_assert_eq!(&outcome.winners, &vec![seat]);
            outcome.winners = vec![seat];
        }
        check_against_rulebook(&sheets, &outcome, peace_by);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The same on real ends: random games played to the sundial (or a
    /// peace), the outcome against the score sheets the end recorded.
    #[test]
    fn random_games_end_ranked_by_the_rulebook(seed in any::<u64>(), seats in 2u8..=4) {
        let options = Options { sundial_year: 830, ..Options::default() };
        let playout = random_playout::<Carolingi>(&options, seats, &mut rng(seed), 200_000)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        let result = playout.state.result.clone().expect("over");
        let outcome = Carolingi::outcome(&playout.state).expect("over");
        check_against_rulebook(&result.sheets, &outcome, result.peace_by);
    }
}
