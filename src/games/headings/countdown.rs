//! Headings of the test game's action forms.

/// The form headings, one per action kind: identifiers of the translation
/// files.
pub fn group_label(group: &str) -> Option<&'static str> {
    Some(match group {
        "take_one" => "countdown-group-take-one",
        "end_turn" => "countdown-group-end-turn",
        "play_joker" => "countdown-group-play-joker",
        _ => return None,
    })
}
