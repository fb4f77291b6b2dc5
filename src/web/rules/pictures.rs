//! Each rules picture shows what its section explains: the position its
//! script reaches is checked against the section's words, on the engine's
//! own state and on the board as drawn.

use super::*;
use scriptorium_games::carolingi::majority::{controls, plurality};
use scriptorium_games::carolingi::map::CountryId;
use scriptorium_games::{carolingi, carolus_magnus, torres, Game};

/// The picture of section `section` of game `kind`, as the page draws it,
/// and the table it is drawn from.
fn picture_of(kind: &str, section: &str) -> (Box<dyn Table>, String) {
    let entry = Registry::any(kind).expect("a game");
    let picture = entry
        .rules
        .and_then(|rules| rules.section(section))
        .and_then(|section| section.picture)
        .unwrap_or_else(|| panic!("{kind}#{section} has no picture"));
    let table =
        position(entry, picture).unwrap_or_else(|error| panic!("{kind}#{section}: {error}"));
    let svg = draw_picture(entry, picture, Lang::default())
        .unwrap_or_else(|error| panic!("{kind}#{section}: {error}"));
    (table, svg)
}

fn state<G: Game>(table: &dyn Table) -> &G::State {
    table
        .state_any()
        .downcast_ref::<G::State>()
        .expect("the game's own state")
}

/// The pictures this file checks; a picture added to an outline must be
/// checked here too.
const CHECKED: &[(&str, &str)] = &[
    ("carolingi", "setup"),
    ("carolingi", "majority"),
    ("carolus-magnus", "setup"),
    ("carolus-magnus", "emperor"),
    ("torres", "setup"),
    ("torres", "scoring"),
];

#[test]
fn every_picture_is_checked_against_its_section() {
    for entry in Registry::new(false).all() {
        let kind = entry.engine.info().id;
        for section in entry.rules.expect("rules").sections {
            if section.picture.is_some() {
                assert!(
                    CHECKED.contains(&(kind, section.id)),
                    "{kind}#{}: a picture nobody checks",
                    section.id
                );
            }
        }
    }
}

fn country(id: &str) -> CountryId {
    CountryId::named(id).expect("a country")
}

/// "Setting up": a palace and five partisans in each homeland, one forest
/// a region in play, a rebel band in every other country, cards in zones.
#[test]
fn carolingi_set_up_shows_the_homelands_forests_rebels_and_zone_cards() {
    let (table, svg) = picture_of("carolingi", "setup");
    let state = state::<carolingi::Carolingi>(table.as_ref());
    for (seat, homeland) in state.homelands.iter().enumerate() {
        let homeland = homeland.expect("a homeland drawn");
        assert_eq!(state.countries[homeland.index()].partisans[seat], 5);
    }
    for region in state.regions_in_play() {
        let forests = region
            .info()
            .countries
            .iter()
            .filter(|&&c| state.is_forest(c))
            .count();
        assert_eq!(forests, 1, "{region:?}: one forest");
    }
    for c in state.countries_in_play() {
        let here = &state.countries[c.index()];
        let bare = !state.is_forest(c) && state.homeland_owner(c).is_none();
        assert_eq!(here.rebels, u8::from(bare), "{c:?}");
    }
    assert_eq!(state.zones.iter().map(Vec::len).sum::<usize>(), 3);
    assert_eq!(svg.matches("class=\"cg-country\"").count(), 20);
}

/// "Control and plurality": control of a country beyond the homeland, a tie
/// that gives neither, and a forest where plurality never makes control.
#[test]
fn carolingi_majorities_show_control_a_tie_and_a_forest() {
    let (table, svg) = picture_of("carolingi", "majority");
    let state = state::<carolingi::Carolingi>(table.as_ref());
    let mover = scriptorium_games::Seat(2);
    let anjou = country("anjou");
    assert!(controls(state, anjou, mover) && plurality(state, anjou, mover));
    assert_eq!(
        (
            state.partisans_in(anjou, mover),
            state.countries[anjou.index()].rebels
        ),
        (2, 1)
    );
    let tie = country("ile_de_france");
    assert_eq!(
        (
            state.partisans_in(tie, mover),
            state.countries[tie.index()].rebels
        ),
        (1, 1)
    );
    assert!(!controls(state, tie, mover) && !plurality(state, tie, mover));
    let forest = country("flandre");
    assert!(state.is_forest(forest));
    assert!(plurality(state, forest, mover) && !controls(state, forest, mover));
    // The homeland stays controlled with the one partisan left there.
    let home = state.homelands[2].expect("a homeland");
    assert!(controls(state, home, mover));
    // The board says it in words, in each country's title.
    for title in [
        "Anjou · seat 3: 2 · rebel bands: 1",
        "Flanders · seat 3: 1 · forest",
    ] {
        assert!(svg.contains(title), "{title}");
    }
}

/// "Set-up": one paladin on each of the 15 territories (3 of each colour),
/// the Emperor on one, every reserve thrown, no castle yet.
#[test]
fn carolus_magnus_set_up_shows_the_circle_and_full_reserves() {
    let (table, svg) = picture_of("carolus-magnus", "setup");
    let state = state::<carolus_magnus::CarolusMagnus>(table.as_ref());
    assert_eq!(state.regions.len(), 15);
    assert!(state
        .regions
        .iter()
        .all(|r| r.paladins.iter().sum::<u8>() == 1 && r.castles == 0));
    for colour in 0..5 {
        let on_the_circle: u8 = state.regions.iter().map(|r| r.paladins[colour]).sum();
        assert_eq!(on_the_circle, 3);
    }
    for reserve in &state.reserves {
        assert_eq!(reserve.iter().sum::<u8>(), 7);
    }
    assert!(svg.contains("cm-emperor-mark"));
    assert!(!svg.contains("class=\"cm-castles\""));
}

/// "Moving the Emperor: building and taking over": castles of both sides,
/// and the Emperor on the territory where he just had one built, merged.
#[test]
fn carolus_magnus_emperor_shows_castles_of_both_sides_and_a_merge() {
    let (table, svg) = picture_of("carolus-magnus", "emperor");
    let state = state::<carolus_magnus::CarolusMagnus>(table.as_ref());
    for side in 0..2 {
        assert!(state.castles_in_play(side) > 0, "side {side} has a castle");
    }
    let under_the_emperor = state
        .regions
        .iter()
        .find(|r| r.id == state.emperor)
        .expect("the Emperor's territory");
    assert_eq!(under_the_emperor.castles, 2);
    assert_eq!(under_the_emperor.segments.len(), 2, "merged");
    assert_eq!(svg.matches("class=\"cm-castles\"").count(), 2);
    assert!(svg.contains("cm-emperor-mark"));
}

fn level_and_area(view: &torres::View, square: u8) -> (u8, usize) {
    let area = view
        .castles
        .iter()
        .find(|castle| castle.squares.contains(&square))
        .map_or(0, |castle| castle.area);
    (view.heights[usize::from(square)], area)
}

/// "Set-up": the eight starting castles, a first knight of each player on
/// a castle of its own, the King on a castle without a knight.
#[test]
fn torres_set_up_shows_the_castles_first_knights_and_the_king() {
    let (table, _) = picture_of("torres", "setup");
    let state = state::<torres::Torres>(table.as_ref());
    let view = torres::Torres::view(state, Viewer::Spectator);
    assert_eq!(view.castles.len(), 8);
    assert!(view.castles.iter().all(|c| c.area == 1 && c.height == 1));
    for knights in &view.knights {
        assert_eq!(knights.len(), 1);
        assert_eq!(level_and_area(&view, knights[0]), (1, 1));
    }
    let king = view.king.expect("the King");
    assert_eq!(view.heights[usize::from(king)], 1);
    assert!(view.knights.iter().flatten().all(|&k| k != king));
}

/// "Scoring at the end of a year": every player's knight above level 0 in a
/// castle wider than one square, worth level × area.
#[test]
fn torres_scoring_shows_knights_up_in_wider_castles() {
    let (table, _) = picture_of("torres", "scoring");
    let state = state::<torres::Torres>(table.as_ref());
    let view = torres::Torres::view(state, Viewer::Spectator);
    for knights in &view.knights {
        let best = knights
            .iter()
            .map(|&square| level_and_area(&view, square))
            .max()
            .expect("a knight");
        assert_eq!(best, (2, 3), "level 2 of a castle of area 3: 6 points");
    }
    assert!(view.king.is_some());
}
