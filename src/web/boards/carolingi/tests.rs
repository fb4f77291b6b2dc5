//! The board renders for every table and viewer, shows what lies on the
//! board, hides other seats' tiles and escapes names.

use super::board;
use crate::support::i18n::Lang;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use scriptorium_games::carolingi::map::CountryId;
use scriptorium_games::carolingi::tiles::TileId;
use scriptorium_games::carolingi::{Action, Carolingi, Options, State};
use scriptorium_games::{Game, Seat, Viewer};

/// A form heading as the page says it in `lang`.
fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    crate::games::headings::carolingi::group_label(group)
        .map(|id| crate::support::i18n::t(lang, id))
}

fn names(seats: u8) -> Vec<String> {
    ["Ada", "Bert", "Cleo", "Dido", "Egon", "Fara"][..usize::from(seats)]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn fresh(seats: u8, seed: u64, sundial: u16) -> (State, SmallRng) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = Carolingi::new_state(
        &Options {
            sundial_year: sundial,
            ..Options::default()
        },
        seats,
    )
    .unwrap();
    for e in Carolingi::setup(&state, &mut rng) {
        Carolingi::apply(&mut state, &e);
    }
    (state, rng)
}

fn act(state: &mut State, seat: Seat, action: Action, rng: &mut SmallRng) {
    for e in Carolingi::decide(state, seat, &action, rng).unwrap() {
        Carolingi::apply(state, &e);
    }
}

/// Random legal play for `steps` decisions (or to the end).
fn play(state: &mut State, rng: &mut SmallRng, steps: usize) {
    for _ in 0..steps {
        let waiting = Carolingi::waiting_on(state);
        if waiting.is_empty() {
            return;
        }
        let seat = waiting[rng.random_range(0..waiting.len())];
        let legal = Carolingi::legal_actions(state, seat);
        let action = legal[rng.random_range(0..legal.len())];
        act(state, seat, action, rng);
    }
}

fn render(state: &State, viewer: Viewer, lang: Lang) -> String {
    board(&Carolingi::view(state, viewer), &names(state.seats), lang)
}

/// The text a reader sees: entities decoded (the templates escape quotes,
/// `<` and `&` however they like).
fn text_of(html: &str) -> String {
    html_escape::decode_html_entities(html).into_owned()
}

fn viewers(seats: u8) -> Vec<Viewer> {
    let mut all: Vec<Viewer> = Seat::all(seats).map(Viewer::Seat).collect();
    all.push(Viewer::Spectator);
    all
}

fn balanced(html: &str, open: &str, close: &str) {
    assert_eq!(
        html.matches(open).count(),
        html.matches(close).count(),
        "{open} vs {close}"
    );
}

/// The part of the map drawing one country.
fn country_group<'a>(html: &'a str, id: &str) -> &'a str {
    let start = html
        .find(&format!("data-country=\"{id}\""))
        .expect("the country is drawn");
    let rest = &html[start..];
    let end = rest[1..]
        .find("data-country=")
        .map(|e| e + 1)
        .or_else(|| rest.find("</svg>"))
        .unwrap();
    &rest[..end]
}

/// The action board of one seat.
fn seat_board(html: &str, seat: u8) -> &str {
    let start = html
        .find(&format!("data-seat=\"{seat}\""))
        .expect("the seat's board");
    let rest = &html[start..];
    let end = rest
        .find("<div class=\"cg-board")
        .or_else(|| rest.find("</section>"))
        .unwrap();
    &rest[..end]
}

#[test]
fn renders_for_every_table_size_viewer_and_language() {
    for seats in 2..=6u8 {
        let (mut state, mut rng) = fresh(seats, u64::from(seats), 831);
        for round in 0..4 {
            for viewer in viewers(seats) {
                for lang in [Lang::ENGLISH, Lang::from_code("fr").unwrap()] {
                    let html = render(&state, viewer, lang);
                    assert!(html.starts_with("<div class=\"carolingi\">"));
                    balanced(&html, "<svg", "</svg>");
                    balanced(&html, "<g", "</g>");
                    balanced(&html, "<div", "</div>");
                    balanced(&html, "<section", "</section>");
                    balanced(&html, "<table", "</table>");
                    for name in names(seats) {
                        assert!(html.contains(&name), "{name} for {viewer:?}");
                    }
                    // Every country of the map is drawn, in play or greyed.
                    assert_eq!(
                        html.matches("class=\"cg-country\"").count(),
                        state.countries_in_play().count()
                    );
                    assert_eq!(
                        html.matches("class=\"cg-country\"").count()
                            + html.matches("class=\"cg-out\"").count(),
                        36
                    );
                    assert_eq!(html.contains("cg-own"), matches!(viewer, Viewer::Seat(_)));
                }
            }
            play(&mut state, &mut rng, 40 + 60 * round);
        }
        play(&mut state, &mut rng, 100_000);
        assert!(state.is_over());
        let html = render(&state, Viewer::Spectator, Lang::ENGLISH);
        assert!(html.contains("Won by") && !html.contains("The game is over"));
        let html = render(
            &state,
            Viewer::Seat(Seat(0)),
            Lang::from_code("fr").unwrap(),
        );
        assert!(html.contains("Victoire de"));
    }
}

#[test]
fn shows_partisans_rebels_markers_forest_palace_and_zones() {
    let (mut state, _) = fresh(3, 7, 834);
    let hesse = CountryId::named("hesse").unwrap();
    let country = &mut state.countries[hesse.index()];
    country.partisans = vec![2, 0, 5];
    country.rebels = 7;
    country.development = 2;
    let html = render(&state, Viewer::Spectator, Lang::ENGLISH);
    let group = country_group(&html, "hesse");
    assert!(group.contains(">Hesse</text>"));
    assert!(group.contains("fill=\"#c0392b\""), "seat 0's red counter");
    assert!(group.contains(">2</text>") && group.contains(">5</text>"));
    assert!(
        !group.contains("fill=\"#2d6cb5\""),
        "no counter for an absent seat"
    );
    assert!(group.contains(">7</text>"), "seven rebel bands");
    assert_eq!(
        group.matches("fill=\"#d4a017\"").count(),
        2,
        "two development markers"
    );
    assert!(group.contains("Cleo: 5") && group.contains("rebel bands: 7"));
    // Forests and palaces.
    let forest = country_group(&html, "nordalbingie");
    assert!(forest.contains("fill=\"#2f6b2f\""), "a tree in a forest");
    for (seat, home) in state.homelands.iter().enumerate() {
        let id = &home.unwrap().info().id;
        assert!(country_group(&html, id).contains(&format!("palace of {}", names(3)[seat])));
    }
    // Out-of-play regions are greyed: 3 players leave Aquitaine out.
    assert!(html.contains("cg-out"));
    assert!(!html.contains("data-country=\"toulouse\""));
    // The zones list their cards and empty places.
    for zone in &state.zones[..5] {
        for card in zone {
            let name = crate::support::i18n::say(
                Lang::ENGLISH,
                &scriptorium_games::carolingi::country_message(card.country),
                &[],
            )
            .split(" (")
            .next()
            .unwrap()
            .to_owned();
            assert!(html.contains(&format!("<span class=\"cg-card-name\">{name}</span>")));
        }
    }
    assert!(
        html.contains("Regional zones") && html.contains("Scriptorium") && html.contains("Annals")
    );
    assert!(
        html.contains("Circle of seasons") && html.contains("Nobiles") && html.contains("Trophies")
    );
}

#[test]
fn a_seat_sees_its_own_placed_tiles_and_only_that_others_placed() {
    // Two tables that differ only in which tiles seat 1 placed.
    let placed = |tiles: [u8; 2]| {
        let (mut state, mut rng) = fresh(2, 11, 834);
        act(
            &mut state,
            Seat(0),
            Action::PlaceTile { tile: TileId(3) },
            &mut rng,
        );
        for tile in tiles {
            act(
                &mut state,
                Seat(1),
                Action::PlaceTile { tile: TileId(tile) },
                &mut rng,
            );
        }
        state
    };
    let a = placed([4, 2]);
    let b = placed([5, 6]);
    assert_ne!(a, b);
    for lang in [Lang::ENGLISH, Lang::from_code("fr").unwrap()] {
        for viewer in [Viewer::Seat(Seat(0)), Viewer::Spectator] {
            assert_eq!(
                render(&a, viewer, lang),
                render(&b, viewer, lang),
                "{viewer:?} learns seat 1's tiles"
            );
        }
    }
    let html = render(&a, Viewer::Seat(Seat(0)), Lang::ENGLISH);
    // Seat 1's board says two tiles lie face down, and names none of its tiles.
    let theirs = seat_board(&html, 1);
    assert!(theirs.contains("2 tile(s) placed, face down"));
    for tile in 0..12 {
        let name = crate::support::i18n::say(
            Lang::ENGLISH,
            &scriptorium_games::carolingi::tile_message(TileId(tile)),
            &[],
        );
        assert!(
            !theirs.contains(&format!(">{name}<")),
            "{name} shown on seat 1's board"
        );
    }
    assert!(!theirs.contains("Your tiles"));
    // Seat 0 sees its own placed tile by name, in its board and on the Scriptorium.
    let mine = seat_board(&html, 0);
    assert!(mine.contains("Your tiles"));
    assert!(mine.contains("cg-tile cg-placed\">Move troops</span>"));
    assert!(html.contains("Ada <svg"));
    // Seat 1 sees its own two but not seat 0's.
    let html = render(&a, Viewer::Seat(Seat(1)), Lang::ENGLISH);
    assert!(seat_board(&html, 1).contains("cg-tile cg-placed\">Fight</span>"));
    assert!(seat_board(&html, 1).contains("cg-tile cg-placed\">Make missi</span>"));
    assert!(!seat_board(&html, 0).contains("Move troops"));
    // Simultaneous placement: both seats were asked at once.
    let (state, _) = fresh(2, 11, 834);
    assert_eq!(Carolingi::waiting_on(&state), vec![Seat(0), Seat(1)]);
}

#[test]
fn names_are_escaped() {
    let (state, _) = fresh(2, 3, 834);
    let view = Carolingi::view(&state, Viewer::Seat(Seat(0)));
    let names = vec![
        "<script>alert(1)</script>".to_owned(),
        "Tom & \"Jerry\"".to_owned(),
    ];
    let html = board(&view, &names, Lang::ENGLISH);
    assert!(!html.contains("<script>"));
    assert!(!html.contains("Tom & "), "a bare ampersand");
    assert!(text_of(&html).contains("<script>alert(1)</script>"));
    assert!(text_of(&html).contains("Tom & \"Jerry\""));
}

#[test]
fn a_table_of_another_game_draws_nothing_rather_than_panicking() {
    use crate::games::erased::{DynGame, Erased};
    use scriptorium_games::test_game::Countdown;
    let (table, _) = Erased::<Countdown>::new()
        .start(&serde_json::json!({}), 2, &mut SmallRng::seed_from_u64(1))
        .unwrap();
    let context = crate::web::boards::BoardContext {
        names: &names(2),
        lang: Lang::ENGLISH,
        picking: None,
        marks: &[],
    };
    assert_eq!(super::draw(table.as_ref(), Viewer::Spectator, &context), "");
}

#[test]
fn every_action_kind_has_a_heading_in_both_languages() {
    let kinds = [
        "keep_tiles",
        "exchange_tile",
        "place_tile",
        "end_action",
        "send_missus_home",
        "send_missus_to_card",
        "transfer_card",
        "unlock_tile",
        "place_development",
        "promote_leude",
        "call_noble",
        "promote_noble",
        "move_partisan",
        "fight_in",
        "claim_trophy",
        "pacify_rebel",
        "play_extra_tile",
        "skip_extra_tile",
        "famine_remove",
    ];
    // The list is the engine's: every action a random game offers is in it.
    let (mut state, mut rng) = fresh(3, 5, 831);
    let mut seen = std::collections::BTreeSet::new();
    while !state.is_over() {
        for seat in Seat::all(3) {
            for a in Carolingi::legal_actions(&state, seat) {
                let json = serde_json::to_value(a).unwrap();
                seen.insert(json["type"].as_str().unwrap().to_owned());
            }
        }
        play(&mut state, &mut rng, 1);
    }
    for kind in &seen {
        assert!(kinds.contains(&kind.as_str()), "{kind}");
    }
    for kind in kinds {
        let en = group_label(kind, Lang::ENGLISH).unwrap();
        let fr = group_label(kind, Lang::from_code("fr").unwrap()).unwrap();
        assert_ne!(en, fr, "{kind}");
    }
    assert_eq!(group_label("nonsense", Lang::ENGLISH), None);
}

#[test]
fn the_banner_and_the_map_show_the_famine_and_the_current_action() {
    use scriptorium_games::carolingi::state::{Phase, Progress};
    let (mut state, _) = fresh(2, 9, 834);
    let hesse = CountryId::named("hesse").unwrap();
    state.phase = Phase::Famine {
        queue: vec![hesse],
        affected: vec![hesse],
    };
    let html = render(&state, Viewer::Spectator, Lang::ENGLISH);
    assert!(html.contains("Famine! Countries still over their capacity"));
    assert!(country_group(&html, "hesse").contains("stroke=\"#b03a2e\""));
    assert!(!country_group(&html, "thuringe").contains("stroke=\"#b03a2e\""));
    state.phase = Phase::Action {
        seat: Seat(1),
        tile: TileId(3),
        started: true,
        progress: Progress::MoveTroops {
            sources: vec![hesse],
            groups: vec![],
            arrived: vec![0; state.countries.len()],
        },
    };
    let html = render(
        &state,
        Viewer::Seat(Seat(0)),
        Lang::from_code("fr").unwrap(),
    );
    assert!(
        html.contains("<strong>Déplacer des troupes</strong> exécutée par <strong>Bert</strong>")
    );
    assert!(html.contains("Les troupes peuvent partir de : Hesse."));
    assert!(country_group(&html, "hesse").contains("stroke-dasharray=\"2 3\""));
}

#[test]
fn the_last_move_is_outlined_on_its_countries_and_cards_and_named() {
    // Positions all along a few games: the last move is as often a tile
    // placed face down or an exchange as an action on the map, so many are
    // looked at.
    let (mut on_map, mut on_court) = (0, 0);
    for seed in 0..4 {
        let (mut state, mut rng) = fresh(3, seed, 834);
        for _ in 0..14 {
            play(&mut state, &mut rng, 13);
            let last = state.last_move.clone();
            let html = render(&state, Viewer::Spectator, Lang::ENGLISH);
            assert_eq!(
                html.matches("<rect class=\"last-move\"").count(),
                last.countries.len(),
                "seed {seed}: {last:?}"
            );
            // A marked card still lying in its zone (a later overflow may
            // have discarded it) is outlined there.
            let in_zones = last
                .cards
                .iter()
                .filter(|card| {
                    state
                        .zones
                        .iter()
                        .flatten()
                        .any(|slot| slot.country == **card)
                })
                .count();
            assert_eq!(
                html.matches("class=\"cg-card last-move\"").count(),
                in_zones,
                "seed {seed}: {last:?}"
            );
            assert_eq!(
                html.matches("class=\"cg-court last-move\"").count(),
                usize::from(last.court),
                "seed {seed}: {last:?}"
            );
            if let Some(seat) = last.seat {
                let who = &names(3)[seat.index()];
                assert!(
                    html.contains(&format!("Last move (dashed outline): {who}")),
                    "seed {seed} names {who}"
                );
                on_map += last.countries.len() + last.cards.len();
                on_court += usize::from(last.court);
            }
        }
    }
    assert!(on_map > 0, "some positions mark places on the map");
    assert!(on_court > 0, "some positions mark a court");
}

#[test]
fn the_board_modules_build_no_markup_themselves() {
    // Every tag is in templates/boards/carolingi/: the modules work out only
    // positions, path data, colours and words.
    for (file, source) in [
        ("mod.rs", include_str!("mod.rs")),
        ("board.rs", include_str!("board.rs")),
        ("map.rs", include_str!("map.rs")),
        ("zones.rs", include_str!("zones.rs")),
        ("seasons.rs", include_str!("seasons.rs")),
        ("geo.rs", include_str!("geo.rs")),
        ("labels.rs", include_str!("labels.rs")),
        (
            "picks.rs",
            include_str!("../../../games/picks/carolingi.rs"),
        ),
    ] {
        for tag in [
            "<svg", "<rect", "<div", "<li", "<text", "<path", "<circle", "<g ", "<g>", "<section",
            "<span", "<p>", "<p ", "<a ", "<table", "<tr", "<td", "<ul", "<ol", "<h",
        ] {
            assert!(!source.contains(tag), "{file} writes {tag}");
        }
    }
}
