//! Why an action that is not in the legal list was refused: the first rule
//! it breaks, for the player to read.

use super::legal::{developable, has_enemies, legal_actions, near, placement_allowed};
use crate::carolingi::actions::Action;
use crate::carolingi::error::Error;
use crate::carolingi::majority::{controlled_by_another, controls, plurality};
use crate::carolingi::state::{
    InfluenceMode, Phase, Progress, State, MAX_DEVELOPMENT_PER_ACTION, MAX_MISSI_HOME,
    MAX_PACIFIED, UNLOCK_COST,
};
use crate::carolingi::tiles::TileSpot;
use crate::core::Seat;

pub fn explain(state: &State, seat: Seat, action: &Action) -> Error {
    let Some(player) = state.player(seat) else {
        return Error::NotYourDecision;
    };
    let deciding = !legal_actions(state, seat).is_empty();
    match (&state.phase, action) {
        (Phase::Over, _) => Error::GameOver,
        (Phase::Placing, Action::PlaceTile { .. } | Action::PassPlacement)
            if player.placement_done =>
        {
            Error::PlacementOver
        }
        (Phase::SetupRounds { .. }, Action::SetupOnCountry) if deciding => Error::PartisanNextDoor,
        (Phase::SetupRounds { .. }, Action::SetupJoinCountry { .. }) if deciding => {
            Error::NoPartisansThere
        }
        (Phase::SetupRounds { .. }, Action::SetupOnCard { .. }) if deciding => Error::NoSuchCard,
        (Phase::Placing, Action::PlaceTile { tile }) => {
            if player.placed.len() >= 2 {
                Error::AlreadyPlaced
            } else if player.spot(*tile) != Some(TileSpot::Active) {
                Error::TileNotActive
            } else if !placement_allowed(player, *tile) {
                Error::PeaceNeedsInaction
            } else {
                Error::WrongMoment
            }
        }
        (Phase::Exchange { .. }, Action::ExchangeTile { .. }) => Error::BadExchange,
        (
            Phase::Action {
                seat: owner,
                progress,
                ..
            },
            _,
        ) if *owner == seat => explain_step(state, seat, progress, action),
        (Phase::PeaceExtra { seat: owner }, Action::PlayExtraTile { .. }) if *owner == seat => {
            Error::CannotPlayTile
        }
        (Phase::Famine { .. }, Action::FamineRemove { .. })
            if !legal_actions(state, seat).is_empty() =>
        {
            Error::NoSuchPartisan
        }
        _ if legal_actions(state, seat).is_empty() => Error::NotYourDecision,
        _ => Error::WrongMoment,
    }
}

fn explain_step(state: &State, seat: Seat, progress: &Progress, action: &Action) -> Error {
    let Some(player) = state.player(seat) else {
        return Error::NotYourDecision;
    };
    let missi_needed = || {
        if player.missi == 0 {
            Some(Error::NoMissi)
        } else {
            None
        }
    };
    match (progress, action) {
        (Progress::Influence { mode, sent }, Action::SendMissusHome) => {
            if mode.is_some_and(|m| m != InfluenceMode::Homeland) {
                Error::OtherInfluenceChosen
            } else if *sent >= MAX_MISSI_HOME {
                Error::HomelandLimit
            } else {
                missi_needed().unwrap_or(Error::WrongMoment)
            }
        }
        (Progress::Influence { mode, .. }, Action::SendMissusToCard { country }) => {
            if mode.is_some_and(|m| m != InfluenceMode::Cards) {
                Error::OtherInfluenceChosen
            } else if state.card_in_zone(*country).is_none() {
                Error::CardNotInZone
            } else if controlled_by_another(state, *country, seat) {
                Error::ControlledByAnother
            } else {
                missi_needed().unwrap_or(Error::WrongMoment)
            }
        }
        (Progress::Influence { mode, .. }, Action::TransferCard { country }) => {
            if mode.is_some_and(|m| m != InfluenceMode::Transfer) {
                Error::OtherInfluenceChosen
            } else if state.card_in_zone(*country).is_none() {
                Error::CardNotInZone
            } else {
                Error::NoPartisanOnCard
            }
        }
        (Progress::Develop { .. }, Action::UnlockTile { .. }) => Error::CannotUnlock,
        (Progress::Develop { placed }, Action::PlaceDevelopment { country }) => {
            if *placed >= MAX_DEVELOPMENT_PER_ACTION || state.development_supply == 0 {
                Error::DevelopmentLimit
            } else if player.missi == 0 {
                Error::NoMissi
            } else if !controls(state, *country, seat) {
                Error::NotControlled
            } else if !developable(state, *country, seat) {
                Error::NotDevelopable
            } else {
                Error::WrongMoment
            }
        }
        (Progress::MakeMissi { .. }, Action::PromoteLeude) if player.leudes == 0 => Error::NoLeudes,
        (Progress::MakeMissi { .. }, Action::CallNoble | Action::PromoteNoble)
            if player.nobiles == 0 =>
        {
            Error::NoNobiles
        }
        (
            Progress::MakeMissi { .. },
            Action::PromoteLeude | Action::CallNoble | Action::PromoteNoble,
        ) => Error::NotEnoughTaxes,
        (Progress::MoveTroops { sources, .. }, Action::MovePartisan { from, to }) => {
            if !sources.contains(from) {
                Error::NotASource
            } else if !state.neighbours(*from).any(|n| n == *to) {
                Error::NotAdjacent
            } else if state.homeland_owner(*to).is_some_and(|o| o != seat) {
                Error::OtherHomeland
            } else if player.missi == 0 {
                Error::NoMissi
            } else {
                Error::NoMovablePartisan
            }
        }
        (Progress::Fight { .. }, Action::FightIn { country }) => {
            if !plurality(state, *country, seat) {
                Error::NoPlurality
            } else if !has_enemies(state, *country, seat) {
                Error::NothingToFight
            } else {
                Error::WrongMoment
            }
        }
        (Progress::Fight { .. }, Action::ClaimTrophy) => Error::TrophyUnavailable,
        (_, Action::ClaimHomeland { .. }) => Error::CannotClaimHomeland,
        (Progress::ExpelRebels { .. }, Action::ExpelRebel { .. }) => Error::CannotExpel,
        (
            Progress::Pacify {
                country: chosen,
                count,
            },
            Action::PacifyRebel { country },
        ) => {
            if *count >= MAX_PACIFIED || chosen.is_some_and(|c| c != *country) {
                Error::PacifyLimit
            } else if state.country(*country).is_none_or(|c| c.rebels == 0) {
                Error::NoRebels
            } else if !near(state, *country, seat) {
                Error::NotNear
            } else {
                missi_needed().unwrap_or(Error::WrongMoment)
            }
        }
        (Progress::Develop { .. }, _) if player.missi < UNLOCK_COST => Error::NoMissi,
        _ => Error::WrongMoment,
    }
}
