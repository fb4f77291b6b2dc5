//! The test game's board: the pile and who holds a joker.

use scriptorium_games::Lang;
use serde_json::Value;

pub fn board(view: &Value, names: &[String], lang: Lang) -> String {
    let pile = view.get("pile").and_then(Value::as_u64).unwrap_or(0);
    let mut html = format!(
        "<div class=\"countdown\"><p class=\"pile\"><strong>{pile}</strong> {}</p>",
        match lang {
            Lang::En => "stones left",
            Lang::Fr => "pierres restantes",
        }
    );
    if let Some(mine) = view.get("my_joker").and_then(Value::as_u64) {
        html.push_str(&format!(
            "<p class=\"joker\">{} {mine}</p>",
            match lang {
                Lang::En => "Your secret joker:",
                Lang::Fr => "Votre joker secret :",
            }
        ));
    }
    html.push_str("<ul class=\"jokers\">");
    let holds = view.get("holds_joker").and_then(Value::as_array);
    for (seat, name) in names.iter().enumerate() {
        let holds = holds
            .and_then(|list| list.get(seat))
            .and_then(Value::as_bool)
            .unwrap_or(false);
        html.push_str(&format!(
            "<li>{}: {}</li>",
            html_escape::encode_text(name),
            match (holds, lang) {
                (true, Lang::En) => "holds a joker",
                (true, Lang::Fr) => "a un joker",
                (false, Lang::En) => "no joker",
                (false, Lang::Fr) => "pas de joker",
            }
        ));
    }
    html.push_str("</ul></div>");
    html
}

pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    Some(match (group, lang) {
        ("take_one", Lang::En) => "Take",
        ("take_one", Lang::Fr) => "Prendre",
        ("end_turn", Lang::En) => "End the turn",
        ("end_turn", Lang::Fr) => "Finir le tour",
        ("play_joker", Lang::En) => "Joker",
        ("play_joker", Lang::Fr) => "Joker",
        _ => return None,
    })
}
