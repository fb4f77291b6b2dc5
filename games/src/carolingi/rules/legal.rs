//! The one source of legality: every action a seat may take now. `decide`
//! accepts exactly these.

use crate::carolingi::actions::Action;
use crate::carolingi::advanced::{expel_targets, palace_sites, setup_options};
use crate::carolingi::board::{famine_capacity, total_partisans};
use crate::carolingi::majority::{
    controlled_by_another, controls, partisan_leader, plurality, present,
};
use crate::carolingi::map::CountryId;
use crate::carolingi::state::{
    InfluenceMode, Phase, Player, Progress, Season, State, MAX_DEVELOPMENT_PER_ACTION,
    MAX_DEVELOPMENT_PER_COUNTRY, MAX_MISSI_HOME, MAX_PACIFIED, MAX_TROPHIES, UNLOCK_COST,
};
use crate::carolingi::tiles::{TileId, TileKind, TileSpot};
use crate::core::Seat;

pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    let Some(player) = state.player(seat) else {
        return Vec::new();
    };
    match &state.phase {
        Phase::Exchange { eligible, choices } => {
            let waiting = eligible.get(seat.index()).copied().unwrap_or(false)
                && choices.get(seat.index()).is_some_and(Option::is_none);
            if waiting {
                exchange_actions(player)
            } else {
                Vec::new()
            }
        }
        Phase::Placing if player.placement_done => Vec::new(),
        Phase::Placing => {
            let mut actions: Vec<Action> = TileId::all()
                .filter(|&t| placement_allowed(player, t))
                .map(|tile| Action::PlaceTile { tile })
                .collect();
            // 8: with the hourglass, a seat may stop placing (and the
            // service submits this when its time is up).
            if state.options.hourglass() && !actions.is_empty() {
                actions.push(Action::PassPlacement);
            }
            actions
        }
        Phase::SetupRounds {
            card,
            chooser: Some(chooser),
            ..
        } if *chooser == seat => setup_options(state, seat, *card),
        // The bands driven out by a new palace must all find a country.
        Phase::Action {
            seat: owner,
            progress: Progress::ExpelRebels { country, left },
            ..
        } if *owner == seat && *left > 0 => expel_targets(state, *country)
            .into_iter()
            .map(|to| Action::ExpelRebel { to })
            .collect(),
        Phase::Action {
            seat: owner,
            progress,
            ..
        } if *owner == seat => {
            let mut actions = step_actions(state, seat, player, progress);
            actions.push(Action::EndAction);
            actions
        }
        Phase::PeaceExtra { seat: owner } if *owner == seat => {
            let mut actions: Vec<Action> = player
                .tiles_at(TileSpot::Active)
                .filter(|t| t.kind().is_some_and(|k| k != TileKind::Inaction))
                // A tile unlocked this season is usable from the next one.
                .filter(|t| !player.unlocked_this_season.contains(t))
                .map(|tile| Action::PlayExtraTile { tile })
                .collect();
            actions.push(Action::SkipExtraTile);
            actions
        }
        Phase::Famine { queue, .. } => match queue.first() {
            Some(&c) if famine_chooser(state, c) == Some(seat) => state
                .seat_list()
                .filter(|&s| state.partisans_in(c, s) > 0)
                .map(|s| Action::FamineRemove { seat: s })
                .collect(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// The seats that have a decision now.
pub fn waiting_on(state: &State) -> Vec<Seat> {
    state
        .seat_list()
        .filter(|&s| !legal_actions(state, s).is_empty())
        .collect()
}

/// Whether a seat may take part in the exchange window of a season: "une
/// fois par an, lors d'un changement de saison", with a tile to give and one
/// to take back.
pub fn may_exchange(state: &State, seat: Seat) -> bool {
    state.season != Season::Winter && state.player(seat).is_some_and(exchange_possible)
}

pub fn exchange_possible(player: &Player) -> bool {
    !player.exchange_used
        && player.tiles_at(TileSpot::Used).next().is_some()
        && player.tiles_at(TileSpot::Active).any(|t| !t.is_inaction())
}

fn exchange_actions(player: &Player) -> Vec<Action> {
    let mut actions = vec![Action::KeepTiles];
    for give in player
        .tiles_at(TileSpot::Active)
        .filter(|t| !t.is_inaction())
    {
        for take in player.tiles_at(TileSpot::Used) {
            actions.push(Action::ExchangeTile { give, take });
        }
    }
    actions
}

/// "Lorsqu'il place la tuile Déclarer la paix sur le Scriptorium, la deuxième
/// tuile du Carolingien doit être une tuile d'inaction."
pub fn placement_allowed(player: &Player, tile: TileId) -> bool {
    if player.placed.len() >= 2 || player.spot(tile) != Some(TileSpot::Active) {
        return false;
    }
    let is_peace = |t: TileId| t.kind() == Some(TileKind::DeclarePeace);
    match player.placed.first() {
        None if is_peace(tile) => player.tiles_at(TileSpot::Active).any(|t| t.is_inaction()),
        None => true,
        Some(&first) if is_peace(first) => tile.is_inaction(),
        Some(&first) => !is_peace(tile) || first.is_inaction(),
    }
}

/// Who chooses the famine losses in a country: the Carolingian with the most
/// partisans there, when other colours share the country (otherwise there is
/// nothing to choose and the rules remove the excess).
pub fn famine_chooser(state: &State, c: CountryId) -> Option<Seat> {
    let country = state.country(c)?;
    if total_partisans(country) <= famine_capacity(state, c) {
        return None;
    }
    let leader = partisan_leader(country)?;
    let colours = country.partisans.iter().filter(|&&n| n > 0).count();
    (colours > 1).then_some(leader)
}

fn step_actions(state: &State, seat: Seat, player: &Player, progress: &Progress) -> Vec<Action> {
    match progress {
        Progress::Influence { mode, sent } => influence_steps(state, seat, player, *mode, *sent),
        Progress::Develop { placed } => develop_steps(state, seat, player, *placed),
        Progress::MakeMissi { taxes_left } => {
            let mut actions = Vec::new();
            if *taxes_left >= 1 && player.leudes > 0 {
                actions.push(Action::PromoteLeude);
            }
            if *taxes_left >= 1 && player.nobiles > 0 {
                actions.push(Action::CallNoble);
            }
            if *taxes_left >= 2 && player.nobiles > 0 {
                actions.push(Action::PromoteNoble);
            }
            actions
        }
        Progress::MoveTroops {
            sources,
            groups,
            arrived,
        } => {
            let mut actions = Vec::new();
            for &from in sources {
                let movable = state.partisans_in(from, seat)
                    > arrived.get(from.index()).copied().unwrap_or(0);
                if !movable {
                    continue;
                }
                for to in state.neighbours(from) {
                    let into_other_homeland =
                        state.homeland_owner(to).is_some_and(|owner| owner != seat);
                    let affordable = groups.contains(&(from, to)) || player.missi > 0;
                    if !into_other_homeland && affordable {
                        actions.push(Action::MovePartisan { from, to });
                    }
                }
            }
            actions
        }
        Progress::Fight { fought, trophy } => {
            let mut actions: Vec<Action> = state
                .countries_in_play()
                .filter(|&c| plurality(state, c, seat) && has_enemies(state, c, seat))
                .map(|country| Action::FightIn { country })
                .collect();
            if *fought && !*trophy && player.leudes > 0 && player.trophies < MAX_TROPHIES {
                actions.push(Action::ClaimTrophy);
            }
            actions
        }
        Progress::ExpelRebels { .. } => Vec::new(),
        Progress::Pacify { country, count } => {
            if player.missi == 0 || *count >= MAX_PACIFIED {
                return Vec::new();
            }
            let has_rebels = |c: CountryId| state.country(c).is_some_and(|s| s.rebels > 0);
            match country {
                Some(c) => has_rebels(*c)
                    .then_some(Action::PacifyRebel { country: *c })
                    .into_iter()
                    .collect(),
                None => state
                    .countries_in_play()
                    .filter(|&c| has_rebels(c) && near(state, c, seat))
                    .map(|country| Action::PacifyRebel { country })
                    .collect(),
            }
        }
    }
}

/// A partisan in the country or in an adjacent one (Pacify rebels).
pub fn near(state: &State, c: CountryId, seat: Seat) -> bool {
    present(state, c, seat) || state.neighbours(c).any(|n| present(state, n, seat))
}

/// Someone to fight: another Carolingian's partisans or rebel bands.
pub fn has_enemies(state: &State, c: CountryId, seat: Seat) -> bool {
    state.country(c).is_some_and(|country| {
        country.rebels > 0
            || country
                .partisans
                .iter()
                .enumerate()
                .any(|(i, &n)| i != seat.index() && n > 0)
    })
}

fn influence_steps(
    state: &State,
    seat: Seat,
    player: &Player,
    mode: Option<InfluenceMode>,
    sent: u8,
) -> Vec<Action> {
    let allows = |m: InfluenceMode| mode.is_none() || mode == Some(m);
    let mut actions = Vec::new();
    if allows(InfluenceMode::Homeland)
        && sent < MAX_MISSI_HOME
        && player.missi > 0
        && state.homeland_of(seat).is_some()
    {
        actions.push(Action::SendMissusHome);
    }
    let cards = || state.regions_in_play().flat_map(|r| state.zone(r).iter());
    if allows(InfluenceMode::Cards) && player.missi > 0 {
        actions.extend(
            cards()
                .filter(|slot| !controlled_by_another(state, slot.country, seat))
                .map(|slot| Action::SendMissusToCard {
                    country: slot.country,
                }),
        );
    }
    if allows(InfluenceMode::Transfer) {
        actions.extend(
            cards()
                .filter(|slot| slot.partisans.get(seat.index()).is_some_and(|&n| n > 0))
                .map(|slot| Action::TransferCard {
                    country: slot.country,
                }),
        );
    }
    actions
}

fn develop_steps(state: &State, seat: Seat, player: &Player, placed: u8) -> Vec<Action> {
    let mut actions = Vec::new();
    if placed == 0 && player.missi >= UNLOCK_COST {
        actions.extend(
            player
                .tiles_at(TileSpot::Locked)
                .map(|tile| Action::UnlockTile { tile }),
        );
    }
    // c. (advanced game) "Revendiquer une patrie (une seule fois)".
    if placed == 0 {
        actions.extend(
            palace_sites(state, seat)
                .into_iter()
                .map(|country| Action::ClaimHomeland { country }),
        );
    }
    if placed < MAX_DEVELOPMENT_PER_ACTION && player.missi > 0 && state.development_supply > 0 {
        actions.extend(
            state
                .countries_in_play()
                .filter(|&c| developable(state, c, seat))
                .map(|country| Action::PlaceDevelopment { country }),
        );
    }
    actions
}

/// Controlled, no palace, not a forest (control already excludes forests),
/// fewer than two markers.
pub fn developable(state: &State, c: CountryId, seat: Seat) -> bool {
    controls(state, c, seat)
        && state.homeland_owner(c).is_none()
        && state
            .country(c)
            .is_some_and(|s| s.development < MAX_DEVELOPMENT_PER_COUNTRY)
}
