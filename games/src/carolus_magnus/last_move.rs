//! The board's mark of the latest decision, kept up to date from the
//! events. Apart from the state's types so that the state never needs to
//! know the events.

use super::events::Event;
use super::state::{Decision, Destination, LastMove};

impl LastMove {
    /// Follows the events one decision produces: its first event (each
    /// action starts with its own kind: a disc played, a paladin placed, the
    /// Emperor moved, a colour named) names the decider and starts afresh;
    /// the events that follow add what they touched.
    pub fn follow(&mut self, event: &Event) {
        match event {
            Event::PaladinPlaced { seat, colour, to } => {
                *self = LastMove::starting(
                    *seat,
                    Decision::PaladinPlaced {
                        colour: *colour,
                        to: *to,
                    },
                );
                match to {
                    Destination::Court => self.court(*seat),
                    Destination::Territory(id) => self.region(*id),
                }
            }
            Event::EmperorMoved { seat, steps, to } => {
                *self = LastMove::starting(
                    *seat,
                    Decision::EmperorMoved {
                        steps: *steps,
                        to: *to,
                    },
                );
                self.emperor = true;
                self.region(*to);
            }
            Event::DiscPlayed { seat, disc } => {
                *self = LastMove::starting(*seat, Decision::DiscPlayed { disc: *disc });
                self.court(*seat);
            }
            // Naming a colour is a decision of its own; the dice and cubes
            // that follow (its own and any automatic throws after it) are
            // what it changed.
            Event::ColourChosen { seat, colour } => {
                *self = LastMove::starting(*seat, Decision::ColourNamed { colour: *colour });
            }
            // (A die whose colour ran out only asks for a choice to come: it
            // is part of whatever threw it, often the Emperor's move.)
            Event::CubeTaken { seat, .. } => self.court(*seat),
            Event::ControlChanged { to, .. } => self.court(*to),
            Event::CastleBuilt { territory, .. } | Event::CastlesTakenOver { territory, .. } => {
                self.region(*territory)
            }
            // (A merge renames the regions it marks: see `renamed`.)
            _ => {}
        }
    }
}
