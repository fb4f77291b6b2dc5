//! What one drawing of the board knows (the view, the players' names, the
//! language, what the viewer may touch) and what it says in sentences: who
//! does what now, the last move, a decision, the result. Apart from the
//! board because the circle and the courts draw from it too.

use super::labels::{side_name, Words};
use crate::support::i18n::{say, t, Lang};
use crate::web::boards::Picking;
use scriptorium_games::carolus_magnus::{
    colour_message, Decision, Destination, GameResult, LastMove, Side, State, Step, View,
};
use scriptorium_games::{Arg, Message, Seat};

pub(super) struct Ctx<'a> {
    pub(super) view: &'a View,
    /// The table, as the view shows it (`view.state`).
    pub(super) state: &'a State,
    pub(super) names: &'a [String],
    pub(super) lang: Lang,
    pub(super) w: Words,
    /// What the viewer may touch next, and who they are.
    pub(super) picking: Option<&'a Picking>,
    pub(super) me: Option<Seat>,
}

impl Ctx<'_> {
    pub(super) fn target(&self, token: &str) -> Option<&str> {
        self.picking.and_then(|picking| picking.target(token))
    }

    /// Whether the viewer has already chosen `token` in the choice under way.
    pub(super) fn chosen(&self, token: &str) -> bool {
        self.picking.is_some_and(|picking| picking.is_chosen(token))
    }

    pub(super) fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("#{}", seat.0 + 1))
    }

    pub(super) fn side(&self, seat: Seat) -> Side {
        self.view
            .sides_of_seats
            .get(seat.index())
            .copied()
            .unwrap_or_else(|| self.state.side_of(seat))
    }

    pub(super) fn short_name(&self, seat: Seat) -> String {
        let name = self.name(seat);
        if name.chars().count() > 18 {
            format!("{}…", name.chars().take(17).collect::<String>())
        } else {
            name
        }
    }

    /// Who does what now, in two short lines: the first names the seat (or
    /// says the table is being set up, or that the game is over).
    pub(super) fn step_lines(&self, step: Step) -> (String, String) {
        let lang = self.lang;
        let Some(seat) = step.seat() else {
            return match step {
                // The page says the game is over; the board says who won
                // (the history's last step has it too).
                Step::Over(Some(result)) => (self.result_line(result), String::new()),
                Step::Over(None) => (self.w.game_over.to_owned(), String::new()),
                _ => (t(lang, "cm-board-setting-up").to_owned(), String::new()),
            };
        };
        let who = format!(
            "{} ({})",
            self.short_name(seat),
            side_name(self.side(seat), lang)
        );
        let what = match step {
            Step::ThrowingFirstReserve { .. } => Message::new("cm-step-first-reserve"),
            Step::NamingColour {
                crowns,
                first_reserve,
                ..
            } => {
                if first_reserve {
                    Message::new("cm-step-naming-colour-first-reserve")
                } else {
                    Message::new("cm-step-naming-colour").with("crowns", crowns)
                }
            }
            Step::SettingDie { .. } => Message::new("cm-step-setting-die"),
            Step::PlayingDisc { .. } => Message::new("cm-step-playing-disc"),
            Step::DiscsDown { disc, .. } => Message::new("cm-step-discs-down").with("disc", disc),
            Step::PlacingPaladins {
                placed, to_place, ..
            } => Message::new("cm-step-placing-paladins")
                .with("placed", placed)
                .with("total", to_place),
            Step::MovingEmperor { disc, .. } => {
                Message::new("cm-step-moving-emperor").with("disc", disc)
            }
            Step::EmperorMoved { to, .. } => {
                Message::new("cm-step-emperor-moved").with("territory", to)
            }
            Step::Replenishing { .. } => Message::new("cm-step-replenishing"),
            Step::SettingUp | Step::Over(_) => return (who, String::new()),
        };
        let what = say(lang, &what, &[]);
        (who, what)
    }

    /// The legend's words for the dashed outlines: who did what.
    pub(super) fn last_move_line(&self, last: &LastMove) -> String {
        let lang = self.lang;
        let what = match (last.seat, last.decision) {
            (Some(seat), Some(decision)) => {
                format!("{} {}", self.name(seat), self.decision_words(decision))
            }
            (Some(seat), None) => self.name(seat),
            // Set-up throws are nobody's decision.
            (None, _) => t(lang, "cm-board-the-dice-thrown-for-the-first").to_owned(),
        };
        say(
            lang,
            &Message::new("cm-board-last-move").with("what", Arg::Text(what)),
            &[],
        )
    }

    fn decision_words(&self, decision: Decision) -> String {
        let words = match decision {
            Decision::DiscPlayed { disc } => {
                Message::new("cm-decision-disc-played").with("disc", disc)
            }
            Decision::PaladinPlaced {
                colour,
                to: Destination::Court,
            } => Message::new("cm-decision-placed-at-court").with("colour", colour_message(colour)),
            Decision::PaladinPlaced {
                colour,
                to: Destination::Territory(id),
            } => Message::new("cm-decision-placed-in-territory")
                .with("colour", colour_message(colour))
                .with("territory", id),
            Decision::EmperorMoved { steps, to } => Message::new("cm-decision-emperor-moved")
                .with("steps", steps)
                .with("territory", to),
            Decision::ColourNamed { colour } => {
                Message::new("cm-decision-colour-named").with("colour", colour_message(colour))
            }
        };
        say(self.lang, &words, &[])
    }

    fn result_line(&self, result: &GameResult) -> String {
        let lang = self.lang;
        let winners = result
            .winners
            .iter()
            .map(|side| side_name(*side, lang))
            .collect::<Vec<_>>()
            .join(t(lang, "cm-board-text"));
        let score = result
            .castles
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join("–");
        format!("{winners} {} ({score})", self.w.wins)
    }
}
