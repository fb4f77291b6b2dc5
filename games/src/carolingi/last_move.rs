//! The board's mark of the latest player's action, kept up to date from the
//! events. Apart from the state's types so that the state never needs to
//! know the events.

use super::events::Event;
use super::state::{ExchangeMark, LastMove, Phase, SetupChoice, State};
use crate::core::Seat;

impl LastMove {
    /// Follows one event, read against the table before it: the places a
    /// player's events touch gather until their action ends or someone else
    /// acts.
    pub fn follow(&mut self, event: &Event, before: &State) {
        match event {
            Event::DevelopmentPlaced { seat, country }
            | Event::BattleFought { seat, country, .. }
            | Event::RebelPacified { seat, country }
            | Event::HomelandClaimed { seat, country } => self.country(*seat, *country),
            Event::RebelExpelled { seat, to } => self.country(*seat, *to),
            Event::PartisanMoved { seat, from, to, .. } => {
                self.country(*seat, *from);
                self.country(*seat, *to);
            }
            Event::MissusSentToCard { seat, country } => self.card(*seat, *country),
            // The card's pieces go onto its country and the card is discarded.
            Event::CardTransferred { seat, country } => self.country(*seat, *country),
            Event::MissusSentHome { seat } => {
                self.court(*seat);
                if let Some(home) = before.homeland_of(*seat) {
                    self.country(*seat, home);
                }
            }
            Event::LeudePromoted { seat }
            | Event::NobleCalled { seat }
            | Event::NoblePromoted { seat }
            | Event::TileUnlocked { seat, .. } => self.court(*seat),
            Event::TrophyClaimed { seat } => {
                self.by(*seat);
                self.trophy = true;
            }
            // An action that could not be carried out (the drawn tile had
            // nothing to do) was no move: the mark stays.
            Event::ActionEnded {
                seat,
                tile,
                carried_out: true,
            } => {
                self.by(*seat);
                self.tile = Some(*tile);
                self.closed = true;
            }
            Event::TilePlaced { seat, .. } => {
                let already = before.player(*seat).map_or(0, |p| p.placed.len());
                self.decision(*seat);
                self.placed = Some(already as u8 + 1);
            }
            Event::ExchangeChosen { seat, .. } => {
                self.decision(*seat);
                self.exchange = Some(ExchangeMark::Chosen);
            }
            // Revealed as part of the last choice's decision.
            Event::ExchangesRevealed { taken } if self.exchange.is_some() => {
                self.exchange = Some(ExchangeMark::Revealed {
                    exchanged: taken
                        .iter()
                        .enumerate()
                        .filter(|(_, tile)| tile.is_some())
                        .map(|(i, _)| Seat(i as u8))
                        .collect(),
                });
            }
            Event::FaminePartisanRemoved { seat, country } => {
                self.decision(*seat);
                self.countries.push(*country);
            }
            Event::SetupPartisanPlaced { seat, choice } => {
                let drawn = match &before.phase {
                    Phase::SetupRounds { card, .. } => *card,
                    _ => None,
                };
                self.decision(*seat);
                match choice {
                    SetupChoice::OnCountry => self.countries.extend(drawn),
                    SetupChoice::Missus => {
                        self.court = true;
                        self.cards.extend(drawn);
                    }
                    SetupChoice::JoinCountry { country } => self.countries.push(*country),
                    SetupChoice::OnCard { country } => self.cards.push(*country),
                }
            }
            _ => {}
        }
    }
}
