//! The Torres renderer on real positions built with the engine and a seeded
//! generator: every seat count and viewer, both languages, hidden hands.

use super::board;
use crate::support::i18n::Lang;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use scriptorium_games::core::Game;
use scriptorium_games::torres::{
    card_message, Action, Card, Deck, Edition, Options, Phase, State, Torres,
};
use scriptorium_games::{Seat, Viewer};

/// A form heading as the page says it in `lang`.
fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    crate::games::headings::torres::group_label(group).map(|id| crate::support::i18n::t(lang, id))
}

/// A card's name as the board says it.
fn card_name(card: Card, lang: Lang) -> String {
    crate::support::i18n::say(lang, &card_message(card), &[])
}

fn names(seats: u8) -> Vec<String> {
    ["anna", "bob", "chloé", "dmitri"][..usize::from(seats)]
        .iter()
        .map(|name| (*name).to_owned())
        .collect()
}

/// A fresh game after its set-up events.
fn started(options: &Options, seats: u8, rng: &mut ChaCha20Rng) -> State {
    let mut state = Torres::new_state(options, seats).unwrap();
    for event in Torres::setup(&state, rng) {
        Torres::apply(&mut state, &event);
    }
    state
}

/// One step of play: a random legal action of the deciding seat, buying
/// cards often so that hands fill up. `None` once the game is over.
fn step(state: &mut State, rng: &mut ChaCha20Rng) -> Option<()> {
    let seat = Torres::waiting_on(state).first().copied()?;
    let legal = Torres::legal_actions(state, seat);
    assert!(!legal.is_empty(), "the deciding seat has a choice");
    let buy = legal.iter().find(|a| **a == Action::BuyCard);
    let action = match buy {
        Some(buy) if rng.random_bool(0.5) => buy.clone(),
        _ => legal[rng.random_range(0..legal.len())].clone(),
    };
    let events = Torres::decide(state, seat, &action, rng).expect("a legal action is accepted");
    for event in &events {
        Torres::apply(state, event);
    }
    Some(())
}

/// The text a reader sees: entities decoded (the templates escape `'`,
/// `<` and `&` however they like).
fn text_of(html: &str) -> String {
    html_escape::decode_html_entities(html).into_owned()
}

fn render(state: &State, viewer: Viewer, seats: u8, lang: Lang) -> String {
    board(&Torres::view(state, viewer), &names(seats), lang)
}

fn viewers(seats: u8) -> Vec<Viewer> {
    let mut all: Vec<Viewer> = Seat::all(seats).map(Viewer::Seat).collect();
    all.push(Viewer::Spectator);
    all.push(Viewer::Everything);
    all
}

fn all_options() -> Vec<Options> {
    vec![
        Options::default(),
        Options {
            edition: Edition::Original,
            deck: Deck::Shared,
            meister: false,
        },
        Options {
            edition: Edition::Edition2017,
            deck: Deck::Personal,
            meister: true,
        },
    ]
}

#[test]
fn renders_every_seat_count_viewer_and_language_through_a_whole_game() {
    for seats in 2..=4u8 {
        for (index, options) in all_options().iter().enumerate() {
            let mut rng = ChaCha20Rng::seed_from_u64(u64::from(seats) * 10 + index as u64);
            let mut state = started(options, seats, &mut rng);
            let mut steps = 0;
            loop {
                // Render now and then (every step would be slow in debug).
                if steps % 37 == 0 || state.phase == Phase::Over {
                    for viewer in viewers(seats) {
                        for lang in [Lang::ENGLISH, Lang::from_code("fr").unwrap()] {
                            let html = render(&state, viewer, seats, lang);
                            assert!(html.contains("<svg class=\"torres-board\""), "{html}");
                            assert_eq!(
                                html.matches("<svg").count(),
                                html.matches("</svg>").count()
                            );
                        }
                    }
                }
                if step(&mut state, &mut rng).is_none() {
                    break;
                }
                steps += 1;
                assert!(steps < 5000, "the game ends");
            }
            assert_eq!(state.phase, Phase::Over);
            let html = render(&state, Viewer::Seat(Seat(0)), seats, Lang::ENGLISH);
            assert!(html.contains("After three years, "), "{html}");
            let html = render(
                &state,
                Viewer::Spectator,
                seats,
                Lang::from_code("fr").unwrap(),
            );
            assert!(html.contains("Après trois années, "), "{html}");
        }
    }
}

/// A position in the second year with knights on castles, for the checks below.
fn mid_game(seats: u8, seed: u64) -> State {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let mut state = started(&Options::default(), seats, &mut rng);
    while !(state.year == 2 && state.phase == Phase::Playing) {
        step(&mut state, &mut rng).expect("the game is not over in year 1");
    }
    state
}

#[test]
fn the_board_shows_levels_castles_knights_the_king_and_action_points() {
    let state = mid_game(3, 5);
    let on_turn = state.on_turn().unwrap();
    let html = render(&state, Viewer::Seat(on_turn), 3, Lang::ENGLISH);
    // One area badge per castle, one token per knight, the crown.
    let castles = serde_json::to_value(Torres::view(&state, Viewer::Spectator)).unwrap()["castles"]
        .as_array()
        .unwrap()
        .len();
    assert!(castles >= 8);
    assert_eq!(html.matches("<title>castle of area").count(), castles);
    let knights: usize = state.knights.iter().map(Vec::len).sum();
    assert!(knights >= 3);
    assert_eq!(
        html.matches("stroke=\"#ffffff\" stroke-width=\"2\"/>")
            .count(),
        knights + 3,
        "tokens + legend"
    );
    assert!(html.contains("fill=\"#f2c230\""), "the King's crown");
    assert!(html.contains("King"));
    // The level of every block square is written on it.
    for (square, &height) in state.heights.iter().enumerate() {
        if height > 0 {
            let name = scriptorium_games::torres::square_name(square as u8);
            assert!(
                html.contains(&format!("<title>{name}: level {height}")),
                "{name}"
            );
        }
    }
    assert!(
        html.contains(&format!("{} action points left", state.turn.action_points))
            || html.contains("1 action point left")
    );
    assert!(html.contains("Your turn."));
    assert!(html.contains("Year <strong>2</strong> of 3"));
    // Every player's stacks and score.
    assert_eq!(html.matches("class=\"torres-stacks\"").count(), 3);
    for name in ["anna", "bob", "chloé"] {
        assert!(html.contains(name));
    }
    let other = Seat((on_turn.0 + 1) % 3);
    let html = render(
        &state,
        Viewer::Seat(other),
        3,
        Lang::from_code("fr").unwrap(),
    );
    assert!(text_of(&html).contains("points d'action restant"));
    assert!(html.contains("Au tour de"));
    assert!(!html.contains("À vous de jouer"));
}

#[test]
fn seat_zero_never_sees_the_cards_of_seat_one() {
    let mut rng = ChaCha20Rng::seed_from_u64(42);
    let mut state = started(&Options::default(), 2, &mut rng);
    let held = |state: &State, seat: usize| -> Vec<Card> {
        let mut cards = state.hands[seat].clone();
        cards.extend(state.fresh[seat].iter().copied());
        cards
    };
    // Play until seat 1 holds a card seat 0 neither holds nor looks at (the
    // action-point cards are left out: "6 action points" may be a status line).
    let secret = loop {
        step(&mut state, &mut rng).expect("the game is not over yet");
        if state.year < 2 {
            continue;
        }
        let mine = held(&state, 0);
        let found = held(&state, 1).into_iter().find(|card| {
            !mine.contains(card)
                && !state.turn.drawn.contains(card)
                && !matches!(card, Card::SixActionPoints | Card::SevenActionPoints)
        });
        if let Some(card) = found {
            break card;
        }
    };
    for lang in [Lang::ENGLISH, Lang::from_code("fr").unwrap()] {
        let name = card_name(secret, lang);
        let mine = render(&state, Viewer::Seat(Seat(0)), 2, lang);
        assert!(!mine.contains(&name), "{name} leaks to seat 0");
        let spectator = render(&state, Viewer::Spectator, 2, lang);
        assert!(!spectator.contains(&name), "{name} leaks to a spectator");
        let theirs = render(&state, Viewer::Seat(Seat(1)), 2, lang);
        assert!(theirs.contains(&name), "{name} is shown to its holder");
    }
    // The size of seat 1's hand is public.
    let size = state.hands[1].len();
    assert!(render(&state, Viewer::Seat(Seat(0)), 2, Lang::ENGLISH)
        .contains(&format!("{size} in hand")));
}

#[test]
fn the_status_line_speaks_to_the_deciding_player() {
    let mut rng = ChaCha20Rng::seed_from_u64(3);
    let state = started(&Options::default(), 2, &mut rng);
    let Phase::PlacingFirstKnight { seat } = state.phase else {
        panic!("the basic game starts with the first knights")
    };
    let other = Seat(1 - seat.0);
    let mine = render(&state, Viewer::Seat(seat), 2, Lang::ENGLISH);
    assert!(mine.contains("place your first knight"), "{mine}");
    let theirs = render(
        &state,
        Viewer::Seat(other),
        2,
        Lang::from_code("fr").unwrap(),
    );
    let name = &names(2)[seat.index()];
    assert!(
        theirs.contains(&format!("{name} place un premier chevalier")),
        "{theirs}"
    );
}

#[test]
fn names_are_escaped() {
    let state = mid_game(2, 9);
    let view = Torres::view(&state, Viewer::Spectator);
    let evil = vec![
        "<script>alert(1)</script>".to_owned(),
        "a&b\"<i>".to_owned(),
    ];
    let html = board(&view, &evil, Lang::ENGLISH);
    assert!(!html.contains("<script>"));
    assert!(!html.contains("<i>"));
    // Escaped, and the names still read as written.
    assert!(text_of(&html).contains("<script>alert(1)</script>"));
    assert!(text_of(&html).contains("a&b\"<i>"));
}

#[test]
fn a_game_before_its_set_up_has_a_board() {
    let state = Torres::new_state(&Options::default(), 2).unwrap();
    let html = board(&Torres::view(&state, Viewer::Spectator), &[], Lang::ENGLISH);
    assert!(html.contains("set up"));
}

#[test]
fn every_action_kind_has_a_heading_in_both_languages() {
    let mut seen = std::collections::BTreeSet::new();
    for (index, options) in all_options().iter().enumerate() {
        let mut rng = ChaCha20Rng::seed_from_u64(100 + index as u64);
        let mut state = started(options, 2, &mut rng);
        loop {
            for seat in Seat::all(2) {
                for action in Torres::legal_actions(&state, seat) {
                    let json = serde_json::to_value(&action).unwrap();
                    seen.insert(json["type"].as_str().unwrap().to_owned());
                }
            }
            if step(&mut state, &mut rng).is_none() {
                break;
            }
        }
    }
    for group in &seen {
        let en = group_label(group, Lang::ENGLISH).unwrap_or_else(|| panic!("{group}"));
        let fr = group_label(group, Lang::from_code("fr").unwrap()).unwrap();
        assert_ne!(en, fr, "{group}");
    }
    assert!(seen.contains("place_block") && seen.contains("end_turn"));
}

#[test]
fn the_latest_change_is_outlined_and_named_in_the_legend() {
    let mut marked = 0;
    for seed in 0..6 {
        let state = mid_game(2 + (seed % 3) as u8, seed);
        let last = &state.last_move;
        let html = render(&state, Viewer::Spectator, state.seats, Lang::ENGLISH);
        assert_eq!(
            html.matches("<rect class=\"last-move\"").count(),
            last.squares.len(),
            "seed {seed}: {last:?}"
        );
        assert_eq!(
            html.matches("<g class=\"last-move-arrow\">").count(),
            usize::from(last.path().is_some()),
            "seed {seed}: an arrow for a move only: {last:?}"
        );
        if let Some(seat) = last.seat {
            let who = &names(state.seats)[seat.index()];
            // The first square changed, or the card of action points played.
            let first = match (last.squares.first(), last.card) {
                (Some(square), _) => scriptorium_games::torres::square_name(*square),
                (None, Some(card)) => card_name(card, Lang::ENGLISH),
                (None, None) => panic!("seed {seed}: a mark of nothing: {last:?}"),
            };
            let legend = text_of(&html);
            let line = legend
                .split("<li class=\"torres-last-move\">")
                .nth(1)
                .and_then(|rest| rest.split("</li>").next())
                .unwrap_or_else(|| panic!("seed {seed}: a last-move legend line"));
            assert!(
                line.contains(&format!("— {who} ")) && line.contains(&first),
                "seed {seed}: the legend names {who} and {first}: {line}"
            );
            marked += 1;
        }
    }
    assert!(marked > 0, "some positions have a last move");
}

#[test]
fn the_board_modules_build_no_markup_themselves() {
    // Every tag is in templates/boards/torres/: the modules work out only
    // positions, shades and sentences.
    for (file, source) in [
        ("board.rs", include_str!("board.rs")),
        ("drawing.rs", include_str!("drawing.rs")),
        ("pieces.rs", include_str!("pieces.rs")),
        ("players.rs", include_str!("players.rs")),
        ("status.rs", include_str!("status.rs")),
        ("svg.rs", include_str!("svg.rs")),
    ] {
        for tag in [
            "<svg", "<rect", "<div", "<p>", "<li", "<table", "<text", "<path", "<circle", "<g>",
        ] {
            assert!(!source.contains(tag), "{file} writes {tag}");
        }
    }
}

#[test]
fn a_known_decision_is_outlined_on_its_squares_and_said_in_words() {
    let mut rng = ChaCha20Rng::seed_from_u64(3);
    let mut state = mid_game(2, 3);
    let seat = Torres::waiting_on(&state)[0];
    let legal = Torres::legal_actions(&state, seat);
    let decide = |state: &mut State, action: &Action, rng: &mut ChaCha20Rng| {
        for event in Torres::decide(state, seat, action, rng).unwrap() {
            Torres::apply(state, &event);
        }
    };
    let who = &names(2)[seat.index()];
    let outline_at = |square: u8| {
        let (x, y) = super::pieces::corner(square);
        format!("<rect class=\"last-move\" x=\"{}\" y=\"{}\"", x + 5, y + 5)
    };

    // A knight's move: both squares outlined, and the move said in words.
    let (from, to) = legal
        .iter()
        .find_map(|action| match action {
            Action::MoveKnight { from, to } => Some((*from, *to)),
            _ => None,
        })
        .expect("a knight can move in the second year");
    decide(&mut state, &Action::MoveKnight { from, to }, &mut rng);
    let html = render(&state, Viewer::Spectator, 2, Lang::ENGLISH);
    assert_eq!(html.matches("<rect class=\"last-move\"").count(), 2);
    assert!(html.contains(&outline_at(from)) && html.contains(&outline_at(to)));
    let (from_name, to_name) = (
        scriptorium_games::torres::square_name(from),
        scriptorium_games::torres::square_name(to),
    );
    assert!(
        text_of(&html).contains(&format!(
            "— {who} moves a knight from {from_name} to {to_name}</li>"
        )),
        "{html}"
    );
    let html = render(&state, Viewer::Spectator, 2, Lang::from_code("fr").unwrap());
    assert!(text_of(&html).contains(&format!(
        "— {who} déplace un chevalier de {from_name} à {to_name}</li>"
    )));

    assert!(text_of(&html).contains("une flèche d'où vers où"));

    // An arrow leaving the first square towards the second.
    let html = render(&state, Viewer::Spectator, 2, Lang::ENGLISH);
    assert!(text_of(&html).contains("an arrow from where to where"));
    let ((x1, y1), (x2, y2)) = arrow_ends(&html);
    let centre = |square: u8| {
        let (x, y) = super::pieces::corner(square);
        ((x + 28) as f32, (y + 28) as f32)
    };
    let ((fx, fy), (tx, ty)) = (centre(from), centre(to));
    assert!(
        (x1 - fx).hypot(y1 - fy) < (x1 - tx).hypot(y1 - ty),
        "starts at {from_name}"
    );
    assert!(
        (x2 - x1) * (tx - fx) + (y2 - y1) * (ty - fy) > 0.0,
        "points to {to_name}"
    );

    // Buying a card changes nothing on the board: the mark stays.
    if Torres::legal_actions(&state, seat).contains(&Action::BuyCard) {
        decide(&mut state, &Action::BuyCard, &mut rng);
        let after = render(&state, Viewer::Spectator, 2, Lang::ENGLISH);
        assert!(after.contains(&outline_at(from)) && after.contains(&outline_at(to)));
    }
}

/// Where the last move's arrow starts and where its shaft ends.
fn arrow_ends(html: &str) -> ((f32, f32), (f32, f32)) {
    let arrow = html
        .split("<g class=\"last-move-arrow\">")
        .nth(1)
        .expect("an arrow");
    let shaft = arrow
        .split("<path d=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the arrow's shaft");
    let point = |text: &str| {
        let (x, y) = text.split_once(',').expect("x,y");
        (x.parse::<f32>().unwrap(), y.parse::<f32>().unwrap())
    };
    let (start, end) = shaft
        .trim_start_matches('M')
        .split_once(" L")
        .expect("M x,y L x,y");
    (point(start), point(end))
}

#[test]
fn a_card_of_action_points_is_named_with_no_square_outlined() {
    let mut played = 0;
    for seed in 0..12 {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut state = mid_game(2, seed);
        let seat = Torres::waiting_on(&state)[0];
        let Some(action) = Torres::legal_actions(&state, seat)
            .into_iter()
            .find(|action| matches!(action, Action::PlayActionPoints { .. }))
        else {
            continue;
        };
        let Action::PlayActionPoints { card } = action else {
            unreachable!()
        };
        for event in Torres::decide(&state, seat, &action, &mut rng).unwrap() {
            Torres::apply(&mut state, &event);
        }
        let html = render(&state, Viewer::Spectator, 2, Lang::ENGLISH);
        assert!(
            !html.contains("class=\"last-move"),
            "seed {seed}: nothing outlined"
        );
        let who = &names(2)[seat.index()];
        assert!(
            text_of(&html).contains(&format!(
                "Last card played — {who} plays {}</li>",
                card_name(card, Lang::ENGLISH)
            )),
            "seed {seed}"
        );
        let html = render(&state, Viewer::Spectator, 2, Lang::from_code("fr").unwrap());
        assert!(text_of(&html).contains(&format!(
            "Dernière carte jouée — {who} joue {}</li>",
            card_name(card, Lang::from_code("fr").unwrap())
        )));
        played += 1;
    }
    assert!(played > 0, "some seed offers a card of action points");
}
