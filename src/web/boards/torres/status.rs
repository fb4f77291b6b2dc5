//! The status line above the board: the facts (year, round, supply, deck,
//! the Meister card), the action points of the player on turn, who does
//! what now in a sentence, and the order of play.

use super::drawing::Drawing;
use super::pieces::colour;
use crate::support::i18n::{say, t, t_args};
use scriptorium_games::torres::{meister_message, square_name, Phase};
use scriptorium_games::Seat;

/// A fact of the status line: `before <strong>value</strong> after`.
pub struct Fact {
    pub(super) before: &'static str,
    pub(super) value: String,
    pub(super) after: &'static str,
}

/// The big action-point badge of the player on turn.
pub struct TurnBadge {
    pub(super) points: u8,
    pub(super) label: &'static str,
    pub(super) fill: &'static str,
    pub(super) ink: &'static str,
}

impl Drawing<'_> {
    pub(super) fn facts(&self) -> Vec<Fact> {
        let view = self.view;
        let mut facts = Vec::new();
        if view.year > 0 {
            facts.push(Fact {
                before: self.t("torres-board-year"),
                value: view.year.to_string(),
                after: self.t("torres-board-of-3"),
            });
        }
        if view.round > 0 && view.phase != Phase::Over {
            facts.push(Fact {
                before: self.t("torres-board-round"),
                value: view.round.to_string(),
                after: "",
            });
        }
        facts.push(Fact {
            before: self.t("torres-board-supply"),
            value: view.supply.to_string(),
            after: self.t("torres-board-blocks"),
        });
        if view.deck_sizes.len() == 1 && self.seats > 1 {
            facts.push(Fact {
                before: self.t("torres-board-shared-deck"),
                value: view.deck_sizes[0].to_string(),
                after: self.t("torres-board-cards"),
            });
        }
        if let Some(card) = view.meister {
            facts.push(Fact {
                before: self.t("torres-board-meister-card"),
                value: say(self.lang, &meister_message(card), &[]),
                after: "",
            });
        }
        facts
    }

    pub(super) fn turn_badge(&self) -> Option<TurnBadge> {
        let turn = match (&self.view.phase, &self.view.turn) {
            (Phase::Playing, Some(turn)) => turn,
            _ => return None,
        };
        let (fill, ink) = colour(turn.seat.index());
        Some(TurnBadge {
            points: turn.action_points,
            label: if turn.action_points == 1 {
                self.t("torres-board-action-point-left")
            } else {
                self.t("torres-board-action-points-left")
            },
            fill,
            ink,
        })
    }

    /// A sentence about `seat`: `other` names them (`$who`), `mine` speaks
    /// to the viewer when it is their decision; `$n` is a number.
    pub(super) fn sentence(
        &self,
        seat: Seat,
        other: &'static str,
        mine: &'static str,
        n: &str,
    ) -> String {
        let id = if self.is_me(seat.index()) {
            mine
        } else {
            other
        };
        crate::support::i18n::t_args(
            self.lang,
            id,
            &[
                ("who", self.name(seat.index()).into()),
                ("n", n.to_owned().into()),
            ],
        )
    }

    /// Who does what now, in words.
    pub(super) fn line(&self) -> String {
        let view = self.view;
        let lang = self.lang;
        match &view.phase {
            Phase::NotStarted => self.t("torres-board-the-game-is-being-set-up").to_owned(),
            Phase::FoundingCastle { seat } => self.sentence(
                *seat,
                "torres-board-set-up-who-founds-castle-n",
                "torres-board-set-up-you-found-castle-n",
                &(view.castles.len() + 1).to_string(),
            ),
            Phase::PlacingFirstKnight { seat } => self.sentence(
                *seat,
                "torres-board-set-up-who-places-a-first",
                "torres-board-set-up-place-your-first-knight",
                "",
            ),
            Phase::PlacingKing { seat } => self.sentence(
                *seat,
                "torres-board-set-up-who-places-the-king",
                "torres-board-set-up-place-the-king-on",
                "",
            ),
            Phase::Playing => match &view.turn {
                Some(turn) => {
                    let who = self.name(turn.seat.index());
                    let mut text = if self.is_me(turn.seat.index()) {
                        t(lang, "torres-board-your-turn").to_owned()
                    } else {
                        t_args(lang, "torres-board-turn-of", &[("who", who.into())])
                    };
                    let mut add = |more: String| {
                        text.push(' ');
                        text.push_str(&more);
                    };
                    if turn.card_played {
                        add(self
                            .t("torres-board-a-card-was-played-this-turn")
                            .to_owned());
                    }
                    if turn.cards_bought > 0 {
                        add(format!(
                            "{} {}.",
                            self.t("torres-board-cards-bought-this-turn"),
                            turn.cards_bought
                        ));
                    }
                    if let Some(stack) = turn.active_stack {
                        add(format!(
                            "{} {}.",
                            self.t("torres-board-blocks-come-from-stack"),
                            stack + 1
                        ));
                    }
                    if let Some(square) = turn.lifted_from {
                        add(format!(
                            "{} {}{}.",
                            self.t("torres-board-a-block-lifted-from"),
                            square_name(square),
                            self.t("torres-board-waits-to-be-put-down")
                        ));
                    }
                    if turn.looking_at > 0 && !self.is_me(turn.seat.index()) {
                        add(format!(
                            "{} {} {}.",
                            self.t("torres-board-looking-at"),
                            turn.looking_at,
                            self.t("torres-board-cards")
                        ));
                    }
                    text
                }
                None => String::new(),
            },
            Phase::Spreading { seat, left } => self.sentence(
                *seat,
                "torres-board-who-spreads-n-unused-block-s",
                "torres-board-spread-your-n-unused-block-s",
                &left.to_string(),
            ),
            Phase::MovingKing { seat } => self.sentence(
                *seat,
                "torres-board-after-the-scoring-who-furthest-behind",
                "torres-board-after-the-scoring-you-furthest-behind",
                "",
            ),
            Phase::ChoosingStarter { seat } => self.sentence(
                *seat,
                "torres-board-who-chooses-who-starts-year-n",
                "torres-board-choose-who-starts-year-n",
                &(view.year + 1).to_string(),
            ),
            Phase::Over => {
                let best = view.scores.iter().copied().max().unwrap_or(0);
                let winners: Vec<String> = (0..self.seats)
                    .filter(|&seat| view.scores.get(seat) == Some(&best))
                    .map(|seat| self.name(seat))
                    .collect();
                t_args(
                    lang,
                    "torres-board-game-over",
                    &[
                        ("winners", winners.join(", ").into()),
                        ("points", best.into()),
                    ],
                )
            }
        }
    }

    pub(super) fn order(&self) -> Option<String> {
        let view = self.view;
        (self.seats > 1 && !view.order.is_empty() && view.phase != Phase::Over).then(|| {
            view.order
                .iter()
                .map(|seat| self.name(seat.index()))
                .collect::<Vec<_>>()
                .join(" → ")
        })
    }
}
