//! Carolus Magnus on the web: the board renderer (`board` and its parts) and
//! the form headings.

mod board;
mod circle;
mod context;
mod courts;
mod labels;
mod layout;
mod packing;
mod shapes;

/// The board for one viewer, as the game page and the history draw it, with
/// the places the viewer may touch next linked and marked.
pub fn draw(
    table: &dyn crate::games::Table,
    viewer: scriptorium_games::Viewer,
    context: &crate::web::boards::BoardContext,
) -> String {
    use scriptorium_games::carolus_magnus::{CarolusMagnus, State};
    use scriptorium_games::Game;
    let Some(state) = table.state_any().downcast_ref::<State>() else {
        return String::new();
    };
    let me = match viewer {
        scriptorium_games::Viewer::Seat(seat) => Some(seat),
        _ => None,
    };
    let mut view = CarolusMagnus::view(state, viewer);
    // The regions and courts changed since the viewer's last decision are
    // outlined as the latest change is.
    let marked = |token: &str| context.marks.iter().any(|mark| mark == token);
    let last = &mut view.state.last_move;
    for region in &view.state.regions {
        let touched = region
            .segments
            .iter()
            .any(|segment| marked(&crate::games::picks::carolus_magnus::territory(*segment)));
        if touched && !last.regions.contains(&region.id) {
            last.regions.push(region.id);
        }
    }
    for seat in scriptorium_games::Seat::all(view.state.seats) {
        if marked(&crate::history::recap::court(seat.index())) && !last.courts.contains(&seat) {
            last.courts.push(seat);
        }
    }
    board::render(&view, context.names, context.lang, context.picking, me)
}

/// Draws the table from the view, with nothing to touch.
#[cfg(test)]
pub fn board(
    view: &scriptorium_games::carolus_magnus::View,
    names: &[String],
    lang: crate::support::i18n::Lang,
) -> String {
    board::render(view, names, lang, None, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::support::i18n::Lang;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha20Rng;
    use scriptorium_games::carolus_magnus::{
        Action, CarolusMagnus, Colour, Decision, Destination, Options, Phase, State, View,
    };
    use scriptorium_games::Seat;
    use scriptorium_games::{Game, Viewer};

    /// A form heading as the page says it in `lang`.
    fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
        crate::games::headings::carolus_magnus::group_label(group)
            .map(|id| crate::support::i18n::t(lang, id))
    }

    /// A game played `steps` decisions in with a fixed seed (preferring
    /// territory placements and building moves, so castles appear).
    fn played(seats: u8, steps: usize, seed: u64) -> State {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut state = CarolusMagnus::new_state(&Options::default(), seats).unwrap();
        for event in CarolusMagnus::setup(&state, &mut rng) {
            CarolusMagnus::apply(&mut state, &event);
        }
        for step in 0..steps {
            let Some(seat) = CarolusMagnus::waiting_on(&state).first().copied() else {
                break;
            };
            let legal = CarolusMagnus::legal_actions(&state, seat);
            let action = legal
                .iter()
                .find(|a| match a {
                    Action::MoveEmperor { steps } => matches!(
                        scriptorium_games::carolus_magnus::stop_effect(
                            &state,
                            state.region_after(*steps).map_or(0, |r| r.id)
                        ),
                        scriptorium_games::carolus_magnus::StopEffect::Build { .. }
                            | scriptorium_games::carolus_magnus::StopEffect::TakeOver { .. }
                    ),
                    Action::PlacePaladin { to, .. } => {
                        step % 3 != 0
                            && *to != scriptorium_games::carolus_magnus::Destination::Court
                    }
                    _ => false,
                })
                .or(legal.get(step % legal.len().max(1)))
                .copied()
                .unwrap();
            for event in CarolusMagnus::decide(&state, seat, &action, &mut rng).unwrap() {
                CarolusMagnus::apply(&mut state, &event);
            }
        }
        state
    }

    fn view_json(state: &State, viewer: Viewer) -> View {
        CarolusMagnus::view(state, viewer)
    }

    /// The text a reader sees: entities decoded (the templates escape `'`,
    /// `<` and `&` however they like).
    fn text_of(html: &str) -> String {
        html_escape::decode_html_entities(html).into_owned()
    }

    fn names(seats: u8) -> Vec<String> {
        ["Anna", "Bob", "Cleo", "Dan"]
            .iter()
            .take(usize::from(seats))
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn the_last_move_is_outlined_on_its_places_and_named_in_the_legend() {
        let colour_name =
            |colour: Colour| ["red", "pink", "blue", "yellow", "green"][colour.index()];
        let mut kinds = std::collections::BTreeSet::new();
        for steps in [6, 9, 40, 41, 42, 43, 120, 121, 122, 123] {
            let state = played(3, steps, 77 + steps as u64);
            let last = &state.last_move;
            let html = board(
                &view_json(&state, Viewer::Spectator),
                &names(3),
                Lang::ENGLISH,
            );
            // One dashed outline per marked region, one per marked court.
            let outlines = html.matches("<path class=\"last-move\"").count();
            assert_eq!(
                outlines,
                last.regions.len(),
                "after {steps} steps: {last:?}"
            );
            let courts = html.matches("<rect class=\"last-move\"").count();
            assert_eq!(courts, last.courts.len(), "after {steps} steps: {last:?}");
            let seat = last.seat.expect("someone moved");
            let who = &names(3)[seat.index()];
            let what = match last.decision.expect("a decision") {
                Decision::DiscPlayed { disc } => format!("played disc {disc}"),
                Decision::PaladinPlaced {
                    to: Destination::Court,
                    colour,
                } => format!("placed a {} paladin in their court", colour_name(colour)),
                Decision::PaladinPlaced {
                    to: Destination::Territory(id),
                    colour,
                } => format!("placed a {} paladin in territory {id}", colour_name(colour)),
                Decision::EmperorMoved { steps, to } => {
                    let steps = if steps == 1 {
                        "1 step".to_owned()
                    } else {
                        format!("{steps} steps")
                    };
                    format!("moved the Emperor {steps} to territory {to}")
                }
                Decision::ColourNamed { colour } => {
                    format!("named the colour {}", colour_name(colour))
                }
            };
            kinds.insert(what.split(' ').next().unwrap().to_owned());
            let line = format!("Last move: {who} {what}. Dashed outline: what it changed.");
            assert!(
                text_of(&html).contains(&line),
                "after {steps} steps the legend says {line}"
            );
        }
        assert_eq!(kinds.len(), 4, "every kind of decision: {kinds:?}");
    }

    /// The status line ("who does what now") as a reader sees it.
    fn step_line(html: &str) -> String {
        let start = html.find("class=\"cm-step\"").expect("a step line");
        let line = &html[start..];
        let line = &line[line.find('>').unwrap() + 1..];
        let end = line.find("</p>").expect("the line ends");
        let mut text = String::new();
        let mut in_tag = false;
        for c in text_of(&line[..end]).chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => text.push(c),
                _ => {}
            }
        }
        text
    }

    #[test]
    fn the_step_line_always_names_a_player_while_the_game_runs() {
        for seats in 2..=4u8 {
            let names = names(seats);
            let mut rng = ChaCha20Rng::seed_from_u64(u64::from(seats));
            let mut state = CarolusMagnus::new_state(&Options::default(), seats).unwrap();
            let line = step_line(&board(
                &view_json(&state, Viewer::Everything),
                &names,
                Lang::ENGLISH,
            ));
            assert_eq!(line.trim(), "Setting up", "before the set-up events");
            let mut events = CarolusMagnus::setup(&state, &mut rng);
            let (mut steps, mut waited) = (0, 0);
            // Every event is a history step: check the board after each.
            while steps < 3000 {
                for event in events.drain(..) {
                    CarolusMagnus::apply(&mut state, &event);
                    steps += 1;
                    let waiting = CarolusMagnus::waiting_on(&state);
                    waited += usize::from(!waiting.is_empty());
                    // French at every seventh step is enough to catch a
                    // sentence that lacks its name.
                    let langs = if steps % 7 == 0 {
                        &Lang::all()[..]
                    } else {
                        &[Lang::ENGLISH]
                    };
                    for &lang in langs {
                        let html = board(&view_json(&state, Viewer::Everything), &names, lang);
                        let line = step_line(&html);
                        let context =
                            format!("{seats} seats, step {steps}, {:?}: {line}", state.phase);
                        // Whoever the game waits on is named.
                        for seat in &waiting {
                            assert!(line.contains(&names[seat.index()]), "{context}");
                        }
                        if state.phase == Phase::Over {
                            // Who won, in the words of the result (the page
                            // itself says that the game is over).
                            let wins = crate::support::i18n::t(lang, "cm-word-wins");
                            assert!(line.contains(wins), "{context}");
                        } else {
                            assert!(
                                names.iter().any(|name| line.contains(name.as_str())),
                                "{context}"
                            );
                        }
                    }
                }
                let Some(seat) = CarolusMagnus::waiting_on(&state).first().copied() else {
                    break;
                };
                let legal = CarolusMagnus::legal_actions(&state, seat);
                let action = legal[steps % legal.len()];
                events = CarolusMagnus::decide(&state, seat, &action, &mut rng).unwrap();
            }
            assert_eq!(state.phase, Phase::Over, "{seats} seats: a whole game");
            assert!(
                waited > 100 && waited < steps,
                "{seats} seats: {waited} of {steps}"
            );
        }
    }

    #[test]
    fn renders_for_every_player_count_viewer_and_language() {
        for seats in 2..=4u8 {
            for steps in [0, 5, 40, 120, 400] {
                let state = played(seats, steps, u64::from(seats) * 1000 + steps as u64);
                let viewers = Seat::all(seats)
                    .map(Viewer::Seat)
                    .chain([Viewer::Spectator]);
                for viewer in viewers {
                    for lang in Lang::all() {
                        let html = board(&view_json(&state, viewer), &names(seats), lang);
                        assert!(html.contains("<svg class=\"cm-circle\""), "{seats} {steps}");
                        assert_eq!(
                            html.matches("<section class=\"cm-court").count(),
                            usize::from(seats)
                        );
                        for name in names(seats) {
                            assert!(html.contains(&name));
                        }
                        assert_eq!(
                            html.matches("class=\"cm-emperor\"").count(),
                            2,
                            "board + legend"
                        );
                        assert_eq!(
                            html.matches("class=\"cm-region\"").count(),
                            state.regions.len()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn shows_castles_courts_markers_and_the_step() {
        let mut shown_castles = 0;
        for seed in 0..6 {
            let state = played(3, 150, seed);
            let html = board(
                &view_json(&state, Viewer::Spectator),
                &names(3),
                Lang::ENGLISH,
            );
            // Every region's castles, by owner.
            for region in &state.regions {
                if let (Some(owner), true) = (region.owner, region.castles > 0) {
                    let side = ["Black", "White", "Grey"][usize::from(owner)];
                    assert!(html.contains(&format!("<title>{} × {side}</title>", region.castles)));
                    shown_castles += 1;
                }
            }
            assert_eq!(
                html.matches("class=\"cm-castles\"").count(),
                state.regions.iter().filter(|r| r.castles > 0).count()
            );
            // Castles left, one card per seat.
            let cards: Vec<&str> = html.split("<section class=\"cm-court").skip(1).collect();
            assert_eq!(cards.len(), 3);
            for (seat, card) in cards.iter().enumerate() {
                let left = state.castles_left[seat];
                assert!(
                    card.contains(&format!(">{left}</text>")),
                    "castles left {left}"
                );
                let court = state.courts[seat];
                for count in court {
                    assert!(card.contains(&format!(">{count}</text>")));
                }
            }
            // Clan markers on the courts of their holders.
            let markers = state.control.iter().filter(|c| c.is_some()).count();
            assert_eq!(html.matches("class=\"cm-marker\"").count(), markers);
            for (colour, holder) in state.control.iter().enumerate() {
                if let Some(holder) = holder {
                    let name = ["red", "pink", "blue", "yellow", "green"][colour];
                    assert!(
                        cards[holder.index()].contains(&format!("<title>controls {name}</title>"))
                    );
                }
            }
            // The Emperor's region is outlined in gold.
            let emperor = state
                .regions
                .iter()
                .position(|r| r.id == state.emperor)
                .unwrap();
            let region = html.split("class=\"cm-region\"").nth(emperor + 1).unwrap();
            assert!(region[..region.find("</path>").unwrap()].contains("stroke=\"#d4a017\""));
            assert!(html.contains(&format!("Round {}", state.round)));
            assert!(html.contains("Black") && html.contains("White") && html.contains("Grey"));
            let fr = board(
                &view_json(&state, Viewer::Spectator),
                &names(3),
                Lang::from_code("fr").unwrap(),
            );
            assert!(fr.contains("Tour ") && fr.contains("Noir") && fr.contains("Réserve"));
        }
        assert!(shown_castles > 0, "some castles were built");
    }

    #[test]
    fn shows_where_the_emperor_can_stop() {
        // Play until someone must move the Emperor.
        for seed in 0..20 {
            let mut state = played(2, 0, seed);
            for step in 0..200 {
                if state.phase == Phase::Moving {
                    break;
                }
                let seat = CarolusMagnus::waiting_on(&state)[0];
                let legal = CarolusMagnus::legal_actions(&state, seat);
                let action = legal[step % legal.len()];
                let mut rng = ChaCha20Rng::seed_from_u64(seed + step as u64);
                for event in CarolusMagnus::decide(&state, seat, &action, &mut rng).unwrap() {
                    CarolusMagnus::apply(&mut state, &event);
                }
            }
            if state.phase != Phase::Moving {
                continue;
            }
            let disc = state.turn.unwrap().disc;
            let html = board(
                &view_json(&state, Viewer::Spectator),
                &names(2),
                Lang::ENGLISH,
            );
            let badges = html.matches("class=\"cm-landing\"").count();
            assert!(badges >= 1 && badges <= usize::from(disc));
            assert!(html.contains("moves the Emperor 1 "));
            return;
        }
        panic!("no game reached the Emperor's move");
    }

    #[test]
    fn four_players_show_partners_and_two_sides() {
        let state = played(4, 60, 3);
        let html = board(
            &view_json(&state, Viewer::Seat(Seat(1))),
            &names(4),
            Lang::ENGLISH,
        );
        assert!(html.contains("(partner Cleo)") && html.contains("(partner Anna)"));
        assert!(html.contains("(partner Dan)") && html.contains("(partner Bob)"));
        assert!(!html.contains(">Grey<"));
    }

    #[test]
    fn names_are_escaped() {
        let state = played(2, 30, 1);
        let names = vec![
            "<script>alert(1)</script>".to_owned(),
            "Bob & \"Co\"".to_owned(),
        ];
        let html = board(&view_json(&state, Viewer::Spectator), &names, Lang::ENGLISH);
        assert!(!html.contains("<script>"));
        assert!(text_of(&html).contains("<script>alert(1)</script>"));
        assert!(text_of(&html).contains("Bob & \"Co\""));
    }

    #[test]
    fn a_finished_game_shows_the_winner() {
        let state = played(2, 5000, 11);
        assert_eq!(state.phase, Phase::Over);
        let html = board(
            &view_json(&state, Viewer::Spectator),
            &names(2),
            Lang::ENGLISH,
        );
        assert!(!html.contains("Game over"), "the page says it is over");
        assert!(html.contains(" wins ("));
    }

    #[test]
    fn the_board_modules_build_no_markup_themselves() {
        // Every tag is in templates/boards/carolus_magnus/: the modules work
        // out only positions, path data, colours and words.
        for (file, source) in [
            ("board.rs", include_str!("board.rs")),
            ("circle.rs", include_str!("circle.rs")),
            ("context.rs", include_str!("context.rs")),
            ("courts.rs", include_str!("courts.rs")),
            ("packing.rs", include_str!("packing.rs")),
            ("shapes.rs", include_str!("shapes.rs")),
        ] {
            for tag in [
                "<svg", "<rect", "<div", "<li", "<text", "<path ", "<circle", "<g ", "<section",
            ] {
                assert!(!source.contains(tag), "{file} writes {tag}");
            }
        }
    }

    /// Plays a whole random game, calling `check` after every decision.
    fn random_game(seats: u8, seed: u64, mut check: impl FnMut(&State)) {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut state = CarolusMagnus::new_state(&Options::default(), seats).unwrap();
        for event in CarolusMagnus::setup(&state, &mut rng) {
            CarolusMagnus::apply(&mut state, &event);
        }
        while let Some(seat) = CarolusMagnus::waiting_on(&state).first().copied() {
            let legal = CarolusMagnus::legal_actions(&state, seat);
            let action = legal[rng.random_range(0..legal.len())];
            for event in CarolusMagnus::decide(&state, seat, &action, &mut rng).unwrap() {
                CarolusMagnus::apply(&mut state, &event);
            }
            check(&state);
        }
    }

    #[test]
    fn the_labels_in_the_ring_stay_apart_and_inside_their_regions() {
        use super::packing::{pack, LEGIBLE};
        let (mut regions, mut legible) = (0, 0);
        for seats in 2..=4u8 {
            random_game(seats, u64::from(seats) * 7, |state| {
                let view = view_json(state, Viewer::Spectator);
                for (index, region) in state.regions.iter().enumerate() {
                    let strengths = view.strengths[index].as_slice();
                    let shown = strengths.iter().any(|s| *s > 0).then_some(strengths);
                    let packed = pack(region, shown);
                    let wedge = super::layout::Wedge::new(
                        region_start(region),
                        region_start(region) + 24.0 * region.segments.len() as f64,
                    );
                    assert!(!packed.crowded, "{region:?}");
                    let boxes: Vec<_> = packed.boxes().collect();
                    for (i, b) in boxes.iter().enumerate() {
                        assert!(wedge.holds(b), "{b:?} outside {region:?}");
                        for other in &boxes[..i] {
                            assert!(!b.near(other, 1.0), "{b:?} meets {other:?} in {region:?}");
                        }
                    }
                    assert_eq!(
                        packed.paladins.len(),
                        region.paladins.iter().filter(|n| **n > 0).count()
                    );
                    assert_eq!(packed.castles.is_some(), region.castles > 0);
                    assert_eq!(packed.strengths.is_some(), shown.is_some());
                    regions += 1;
                    legible += usize::from(packed.scale == LEGIBLE);
                }
            });
        }
        // Most regions get the full size; the rest a size still readable.
        println!("SHARE {legible} of {regions}");
        assert!(
            legible * 100 >= regions * 85,
            "{legible} of {regions} legible"
        );
    }

    /// Where a region starts on the circle, in degrees (segment 1 is at the
    /// top, and each segment is 24 degrees wide).
    fn region_start(region: &scriptorium_games::carolus_magnus::Region) -> f64 {
        -102.0 + f64::from(region.segments[0] - 1) * 24.0
    }

    /// The font size and words of every text of the circle that holds a
    /// number: territories, counts, strengths, steps, the round.
    fn numbers_in_the_circle(html: &str) -> Vec<(f64, String)> {
        let circle = &html[html.find("<svg class=\"cm-circle\"").unwrap()..];
        let circle = &circle[..circle.find("</svg>").unwrap()];
        circle
            .split("<text ")
            .skip(1)
            .filter_map(|text| {
                let size = text.split("font-size=\"").nth(1)?.split('"').next()?;
                let words = &text[text.find('>')? + 1..text.find("</text>")?];
                words
                    .chars()
                    .any(|c| c.is_ascii_digit())
                    .then(|| (size.parse().unwrap(), words.to_owned()))
            })
            .collect()
    }

    #[test]
    fn the_circle_numbers_are_legible_on_a_phone() {
        // The circle is 900 units wide and shown about 390 px wide on a
        // phone: 27 units are about 11 px.
        let fresh = played(3, 0, 1);
        let html = board(
            &view_json(&fresh, Viewer::Spectator),
            &names(3),
            Lang::ENGLISH,
        );
        let numbers = numbers_in_the_circle(&html);
        // 15 territories, 15 paladin counts, the round, the supply.
        assert!(numbers.len() >= 15 + 15 + 1 + 5, "{numbers:?}");
        for (size, words) in &numbers {
            assert!(*size >= 27.0, "{words} at {size}");
        }
        for steps in [40, 120, 300] {
            let state = played(3, steps, steps as u64);
            let html = board(
                &view_json(&state, Viewer::Spectator),
                &names(3),
                Lang::ENGLISH,
            );
            for (size, words) in numbers_in_the_circle(&html) {
                assert!(size >= 20.0, "after {steps} steps: {words} at {size}");
            }
        }
    }

    #[test]
    fn headings_for_every_action_kind() {
        for group in [
            "play_disc",
            "place_paladin",
            "move_emperor",
            "choose_colour",
        ] {
            for lang in Lang::all() {
                assert!(group_label(group, lang).is_some());
            }
        }
        assert!(group_label("other", Lang::ENGLISH).is_none());
    }
}
