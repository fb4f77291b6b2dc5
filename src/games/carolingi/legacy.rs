//! The parts of the Carolingi board not yet drawn by templates (read from
//! the View's JSON through the mirror in `view`).
//!
//! Layout: a banner saying what happens now; the SVG map (regions as coloured
//! backgrounds, land borders as lines, sea links dashed, each country a box
//! with its partisans, rebel bands, development markers, forest and palace;
//! regions out of play greyed); a legend; then the panels: action boards,
//! Scriptorium and Archivium, circle of seasons, Annals with the victory
//! conditions, regional zones with their cards.

use super::geo::geo;
use super::labels::tr;
use super::view::{CardSlot, View};
use html_escape::encode_text;
use scriptorium_games::carolingi::map::RegionId;
use scriptorium_games::carolingi::text;
use scriptorium_games::Lang;
use serde::Deserialize;
use std::fmt::Write;

/// Player colours: fill, ink on it, and their names.
const COLOURS: [(&str, &str, &str, &str); 6] = [
    ("#c0392b", "#ffffff", "red", "rouge"),
    ("#2d6cb5", "#ffffff", "blue", "bleu"),
    ("#e9b824", "#2b2118", "yellow", "jaune"),
    ("#3c8d40", "#ffffff", "green", "vert"),
    ("#7b4a9c", "#ffffff", "purple", "violet"),
    ("#e8e4da", "#2b2118", "white", "blanc"),
];

const REBEL: &str = "#262626";

fn colour(seat: usize) -> (&'static str, &'static str) {
    let (fill, ink, _, _) = COLOURS[seat % COLOURS.len()];
    (fill, ink)
}

fn esc(text: &str) -> String {
    encode_text(text).into_owned()
}

fn name_of(names: &[String], seat: usize, lang: Lang) -> String {
    match names.get(seat) {
        Some(name) => esc(name),
        None => format!("{} {}", tr(lang, "Seat", "Place"), seat + 1),
    }
}

/// A country's name without the parenthesised alternative.
fn short(name: &str) -> &str {
    name.split(" (").next().unwrap_or(name)
}

fn country_name(id: &str, lang: Lang) -> String {
    match geo().countries.iter().find(|c| c.id == id) {
        Some(c) => esc(short(match lang {
            Lang::En => &c.en,
            Lang::Fr => &c.fr,
        })),
        None => esc(id),
    }
}

fn region_name(id: &str, lang: Lang) -> String {
    match RegionId::named(id) {
        Some(r) => esc(&text::region(r, lang)),
        None => esc(id),
    }
}

/// What the viewer may touch next (see `games::pick`).
type Touch<'a> = Option<&'a crate::games::Picking>;

fn target<'a>(touch: Touch<'a>, token: &str) -> Option<&'a str> {
    touch.and_then(|picking| picking.target(token))
}

/// The parts of the board not yet drawn by templates.
pub struct Parts {
    pub zones: String,
}

pub fn parts(
    view: &scriptorium_games::carolingi::View,
    names: &[String],
    lang: Lang,
    touch: Touch,
) -> Parts {
    let json = serde_json::to_value(view).unwrap_or_default();
    let view = View::deserialize(&json).unwrap_or_default();
    let part = |draw: &dyn Fn(&mut String)| {
        let mut html = String::new();
        draw(&mut html);
        html
    };
    Parts {
        zones: part(&|h| zones(h, &view, names, lang, touch)),
    }
}

// ---------------------------------------------------------------- map

fn partisan_counter(svg: &mut String, x: f64, y: f64, r: f64, seat: usize, count: u32) {
    let (fill, ink) = colour(seat);
    let _ = write!(
        svg,
        "<circle cx=\"{x}\" cy=\"{y}\" r=\"{r}\" fill=\"{fill}\" stroke=\"#2b2118\" stroke-width=\"1.2\"/>\
         <text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{}\" font-weight=\"bold\" fill=\"{ink}\">{count}</text>",
        y + r * 0.42,
        (r * 1.2).round()
    );
}

fn rebel_icon(svg: &mut String, x: f64, y: f64, count: u32) {
    let _ = write!(
        svg,
        "<path d=\"M{} {} l9 -4 l9 4 v6 q0 7 -9 11 q-9 -4 -9 -11 z\" fill=\"{REBEL}\" stroke=\"#000\"/>\
         <text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"#fff\">{count}</text>",
        x - 9.0,
        y - 6.0,
        y + 4.0
    );
}

// ---------------------------------------------------------------- legend

// ---------------------------------------------------------------- panels

fn panel_head(html: &mut String, class: &str, title: &str) {
    let _ = write!(html, "<section class=\"cg-panel {class}\"><h3>{title}</h3>");
}

fn card_slot(
    html: &mut String,
    card: &CardSlot,
    names: &[String],
    lang: Lang,
    touch: Touch,
    last_move: bool,
) {
    let href = target(touch, &super::picks::card(&card.country));
    let class = if last_move {
        "cg-card last-move"
    } else {
        "cg-card"
    };
    let marked = if last_move {
        format!(
            "<span class=\"visually-hidden\"> ({})</span>",
            tr(lang, "last move", "dernier coup")
        )
    } else {
        String::new()
    };
    match href {
        Some(href) => {
            let _ = write!(
                html,
                "<li class=\"{class}\"><a class=\"pick-target cg-card-target\" href=\"{}\"><span class=\"cg-card-name\">{}</span>{marked}</a>",
                esc(href),
                country_name(&card.country, lang)
            );
        }
        None => {
            let _ = write!(
                html,
                "<li class=\"{class}\"><span class=\"cg-card-name\">{}</span>{marked}",
                country_name(&card.country, lang)
            );
        }
    }
    let pieces: u32 =
        card.partisans.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(card.rebels);
    if pieces > 0 {
        let mut svg = format!(
            "<svg class=\"cg-icon\" viewBox=\"0 0 {} 24\" width=\"{}\" height=\"20\" role=\"img\">",
            26 * (card.partisans.iter().filter(|&&n| n > 0).count() + usize::from(card.rebels > 0)),
            22 * (card.partisans.iter().filter(|&&n| n > 0).count() + usize::from(card.rebels > 0)),
        );
        let mut x = 13.0;
        let mut title = Vec::new();
        for (seat, n) in card.partisans.iter().enumerate().filter(|(_, n)| **n > 0) {
            partisan_counter(&mut svg, x, 12.0, 10.0, seat, u32::from(*n));
            title.push(format!("{}: {n}", name_of(names, seat, lang)));
            x += 26.0;
        }
        if card.rebels > 0 {
            rebel_icon(&mut svg, x, 10.0, u32::from(card.rebels));
            title.push(format!(
                "{}: {}",
                tr(lang, "rebel bands", "bandes de rebelles"),
                card.rebels
            ));
        }
        let _ = write!(svg, "<title>{}</title></svg>", title.join(" · "));
        html.push_str(&svg);
    }
    html.push_str("</li>");
}

fn zones(html: &mut String, view: &View, names: &[String], lang: Lang, touch: Touch) {
    panel_head(
        html,
        "cg-zones",
        tr(lang, "Regional zones", "Zones régionales"),
    );
    html.push_str("<div class=\"cg-zone-list\">");
    for zone in &view.zones {
        let _ = write!(
            html,
            "<div class=\"cg-zone cg-zone-{}\"><h4>{} <span class=\"cg-muted\">{}/{}</span></h4><ol class=\"cg-cards\">",
            esc(&zone.region),
            region_name(&zone.region, lang),
            zone.cards.len(),
            zone.capacity
        );
        for card in &zone.cards {
            let marked = view.last_move.cards.contains(&card.country);
            card_slot(html, card, names, lang, touch, marked);
        }
        for _ in zone.cards.len()..usize::from(zone.capacity) {
            let _ = write!(
                html,
                "<li class=\"cg-card cg-empty\">{}</li>",
                tr(lang, "empty", "vide")
            );
        }
        html.push_str("</ol></div>");
    }
    html.push_str("</div></section>");
}
