//! An accepted action turned into its events (legality already checked).

use super::flow::Builder;
use crate::carolingi::actions::Action;
use crate::carolingi::advanced::setup_choice;
use crate::carolingi::events::Event;
use crate::carolingi::state::{CountryState, ExchangeChoice, Phase, Progress};
use crate::core::Seat;

pub fn perform(b: &mut Builder, seat: Seat, action: &Action) {
    let event = match *action {
        Action::KeepTiles => Event::ExchangeChosen {
            seat,
            choice: Some(ExchangeChoice::Keep),
        },
        Action::ExchangeTile { give, take } => Event::ExchangeChosen {
            seat,
            choice: Some(ExchangeChoice::Swap { give, take }),
        },
        Action::PlaceTile { tile } => Event::TilePlaced {
            seat,
            tile: Some(tile),
        },
        Action::EndAction => match b.state.phase {
            Phase::Action { tile, started, .. } => Event::ActionEnded {
                seat,
                tile,
                carried_out: started,
            },
            _ => return,
        },
        Action::SendMissusHome => Event::MissusSentHome { seat },
        Action::SendMissusToCard { country } => Event::MissusSentToCard { seat, country },
        Action::TransferCard { country } => Event::CardTransferred { seat, country },
        Action::UnlockTile { tile } => {
            b.emit(Event::TileUnlocked {
                seat,
                tile: Some(tile),
            });
            // Unlocking is the whole of Develop a.
            match b.state.phase {
                Phase::Action { tile, .. } => Event::ActionEnded {
                    seat,
                    tile,
                    carried_out: true,
                },
                _ => return,
            }
        }
        Action::PlaceDevelopment { country } => Event::DevelopmentPlaced { seat, country },
        Action::PromoteLeude => Event::LeudePromoted { seat },
        Action::CallNoble => Event::NobleCalled { seat },
        Action::PromoteNoble => Event::NoblePromoted { seat },
        Action::MovePartisan { from, to } => {
            let new_group = match &b.state.phase {
                Phase::Action {
                    progress: Progress::MoveTroops { groups, .. },
                    ..
                } => !groups.contains(&(from, to)),
                _ => true,
            };
            Event::PartisanMoved {
                seat,
                from,
                to,
                new_group,
            }
        }
        Action::FightIn { country } => {
            let Some(state) = b.state.country(country) else {
                return;
            };
            let (losses, rebels) = battle_losses(state);
            Event::BattleFought {
                seat,
                country,
                losses,
                rebels,
            }
        }
        Action::ClaimTrophy => Event::TrophyClaimed { seat },
        Action::PacifyRebel { country } => Event::RebelPacified { seat, country },
        Action::PlayExtraTile { tile } => Event::ExtraTilePlayed { seat, tile },
        Action::SkipExtraTile => Event::ExtraTileSkipped { seat },
        Action::PassPlacement => Event::PlacementPassed { seat },
        Action::ClaimHomeland { country } => Event::HomelandClaimed { seat, country },
        Action::ExpelRebel { to } => Event::RebelExpelled { seat, to },
        Action::SetupOnCountry
        | Action::SetupMissus
        | Action::SetupJoinCountry { .. }
        | Action::SetupOnCard { .. } => match setup_choice(action) {
            Some(choice) => Event::SetupPartisanPlaced { seat, choice },
            None => return,
        },
        Action::FamineRemove { seat: whose } => match &b.state.phase {
            Phase::Famine { queue, .. } => match queue.first() {
                Some(&country) => Event::FaminePartisanRemoved {
                    country,
                    seat: whose,
                },
                None => return,
            },
            _ => return,
        },
    };
    b.emit(event);
}

/// "Retirez un partisan carolingien de chaque couleur et une bande de
/// rebelles. Répétez l'opération jusqu'à ce qu'il ne reste plus que les
/// partisans d'un seul Carolingien." Returns losses per seat and bands.
pub fn battle_losses(country: &CountryState) -> (Vec<u8>, u8) {
    let mut left = country.partisans.clone();
    let mut rebels = country.rebels;
    let mut losses = vec![0u8; left.len()];
    let mut rebels_lost = 0;
    loop {
        let colours = left.iter().filter(|&&n| n > 0).count() + usize::from(rebels > 0);
        if colours <= 1 {
            return (losses, rebels_lost);
        }
        for (n, lost) in left.iter_mut().zip(losses.iter_mut()) {
            if *n > 0 {
                *n -= 1;
                *lost += 1;
            }
        }
        if rebels > 0 {
            rebels -= 1;
            rebels_lost += 1;
        }
    }
}
