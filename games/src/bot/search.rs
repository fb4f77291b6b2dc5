//! The strong level: single-observer information-set Monte Carlo tree
//! search (Cowling, Powley & Whitehouse 2012), open loop.
//!
//! Each playout samples a whole state from the bot's knowledge, then walks
//! down one tree shared by all samples. A node stands for a sequence of
//! actions, not for a state: hidden cards and dice make the same sequence
//! lead to different states, and an edge is only offered where its action
//! is legal in the sampled state (UCB counts how often it was *available*,
//! not how often its parent was visited). Each edge remembers who acted,
//! and every seat picks the edge best for its own side, so partners play
//! for each other. Seats that decide at the same time (simultaneous phases)
//! act one after the other below the root, the bot's own seat first.

use super::reward::rewards;
use super::{BotGame, Budget, Knowledge};
use crate::core::{GameRng, Seat};
use rand::Rng;

/// UCB1's exploration weight, for rewards in [0, 1].
const EXPLORATION: f64 = 0.7;

/// A playout longer than this is cut short and scored by the game's
/// estimate whatever its horizon: a safeguard against endless random play,
/// far beyond the length of a real game.
const MAX_PLAYOUT_ACTIONS: usize = 20_000;

/// What one search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchStats {
    pub playouts: u32,
    /// Tree nodes built.
    pub nodes: u32,
    /// Playouts that stopped before the game's end (at the horizon, or at
    /// a dead end), scored by the game's estimate.
    pub cut_short: u32,
    /// Offered actions the engine refused (always 0 for a sound engine).
    pub refused: u32,
}

struct Edge<A> {
    seat: Seat,
    action: A,
    child: Option<usize>,
    visits: u32,
    /// Sum of the acting seat's rewards through this edge.
    total: f64,
    /// Playouts in which this edge's action was legal where it was reached.
    available: u32,
}

impl<A> Edge<A> {
    fn new(seat: Seat, action: A) -> Edge<A> {
        Edge {
            seat,
            action,
            child: None,
            visits: 0,
            total: 0.0,
            available: 0,
        }
    }

    fn mean(&self) -> f64 {
        self.total / f64::from(self.visits.max(1))
    }

    fn ucb(&self) -> f64 {
        let visits = f64::from(self.visits.max(1));
        self.mean() + EXPLORATION * (f64::from(self.available.max(1)).ln() / visits).sqrt()
    }
}

struct Node<A> {
    edges: Vec<Edge<A>>,
    /// Whether its edges were given their priors (searches with priors).
    primed: bool,
}

impl<A> Node<A> {
    fn new(edges: Vec<Edge<A>>) -> Node<A> {
        Node {
            edges,
            primed: false,
        }
    }
}

/// Searches the knowledge's seat's move among `legal` (its legal actions,
/// at least two); returns the chosen index into `legal`.
pub fn search<G: BotGame>(
    knowledge: &Knowledge<G>,
    legal: &[G::Action],
    budget: &Budget,
    rng: &mut dyn GameRng,
) -> (usize, SearchStats) {
    let me = knowledge.seat();
    let mut nodes: Vec<Node<G::Action>> = vec![Node::new(
        legal
            .iter()
            .map(|action| Edge::new(me, action.clone()))
            .collect(),
    )];
    let mut stats = SearchStats::default();
    let mut path: Vec<(usize, usize)> = Vec::new();
    let mut offered: Vec<usize> = Vec::new();
    while stats.playouts < budget.playouts && !(budget.should_stop)() {
        stats.playouts += 1;
        path.clear();
        let mut state = knowledge.sample(rng);
        let mut node = 0;
        // Selection and expansion.
        loop {
            if G::outcome(&state).is_some() {
                break;
            }
            let actor = if node == 0 {
                me
            } else {
                match G::waiting_on(&state).first() {
                    Some(&seat) => seat,
                    None => break,
                }
            };
            let here = G::legal_actions(&state, actor);
            if here.is_empty() {
                break;
            }
            let (edge, expanded) = select::<G>(
                &mut nodes[node],
                &state,
                actor,
                here,
                &mut offered,
                node == 0,
                rng,
            );
            let Some(edge) = edge else { break };
            match G::decide(&state, actor, &nodes[node].edges[edge].action, rng) {
                Ok(events) => {
                    for event in &events {
                        G::apply(&mut state, event);
                    }
                }
                Err(_) => {
                    stats.refused += 1;
                    break;
                }
            }
            path.push((node, edge));
            if expanded {
                break;
            }
            node = match nodes[node].edges[edge].child {
                Some(child) => child,
                None => {
                    nodes.push(Node::new(Vec::new()));
                    let child = nodes.len() - 1;
                    nodes[node].edges[edge].child = Some(child);
                    child
                }
            };
        }
        // Simulation.
        let (final_state, cut_short, refused) = playout::<G>(state, rng);
        stats.cut_short += u32::from(cut_short);
        stats.refused += u32::from(refused);
        let rewards = rewards::<G>(&final_state);
        // Backpropagation.
        for &(node, edge) in &path {
            let edge = &mut nodes[node].edges[edge];
            edge.visits += 1;
            edge.total += rewards.get(edge.seat.index()).copied().unwrap_or(0.0);
        }
    }
    stats.nodes = u32::try_from(nodes.len()).unwrap_or(u32::MAX);

    // The most visited move (the most trusted), the better mean on a tie.
    let root = &nodes[0].edges;
    let best = (0..root.len())
        .max_by(|&a, &b| {
            (root[a].visits.cmp(&root[b].visits)).then(root[a].mean().total_cmp(&root[b].mean()))
        })
        .unwrap_or(0);
    (best, stats)
}

/// Picks the edge to follow among the actions legal here (`here`).
///
/// Without priors: an untried action at random if any (then `expanded` is
/// true: the walk down the tree stops there), else the best by UCB.
///
/// With priors (see [`BotGame::search_priors`]): the first time a node is
/// reached, and whenever actions new to it are legal, each of them is
/// judged by the game's estimate one action ahead and enters with that
/// judgement as one virtual visit; then the best by UCB is followed, and
/// the walk stops if anything was judged.
///
/// New edges are added for untried actions, except at the root, whose
/// edges are the seat's legal actions already.
fn select<G: BotGame>(
    node: &mut Node<G::Action>,
    state: &G::State,
    actor: Seat,
    here: Vec<G::Action>,
    offered: &mut Vec<usize>,
    at_root: bool,
    rng: &mut dyn GameRng,
) -> (Option<usize>, bool) {
    let priors = G::search_priors();
    let edges = &mut node.edges;
    offered.clear();
    let mut untried: Vec<G::Action> = Vec::new();
    for (position, action) in here.into_iter().enumerate() {
        // The same actions tend to come in the same order: look there first.
        let found = match edges.get(position) {
            Some(edge) if edge.seat == actor && edge.action == action => Some(position),
            _ => edges
                .iter()
                .position(|edge| edge.seat == actor && edge.action == action),
        };
        match found {
            Some(index) => {
                edges[index].available += 1;
                offered.push(index);
            }
            None if !at_root => untried.push(action),
            None => {}
        }
    }
    if priors {
        let mut judged = false;
        if !node.primed {
            node.primed = true;
            for &index in offered.iter() {
                let edge = &mut edges[index];
                edge.visits = 1;
                edge.total = prior::<G>(state, actor, &edge.action, rng);
            }
            judged = true;
        }
        for action in untried {
            let mut edge = Edge::new(actor, action);
            edge.available = 1;
            edge.visits = 1;
            edge.total = prior::<G>(state, actor, &edge.action, rng);
            edges.push(edge);
            offered.push(edges.len() - 1);
            judged = true;
        }
        return (best_by_ucb(edges, offered), judged);
    }
    if !untried.is_empty() {
        let action = untried.swap_remove(rng.random_range(0..untried.len()));
        let mut edge = Edge::new(actor, action);
        edge.available = 1;
        edges.push(edge);
        return (Some(edges.len() - 1), true);
    }
    let unvisited: Vec<usize> = offered
        .iter()
        .copied()
        .filter(|&index| edges[index].visits == 0)
        .collect();
    if !unvisited.is_empty() {
        return (Some(unvisited[rng.random_range(0..unvisited.len())]), true);
    }
    (best_by_ucb(edges, offered), false)
}

fn best_by_ucb<A>(edges: &[Edge<A>], offered: &[usize]) -> Option<usize> {
    offered
        .iter()
        .copied()
        .max_by(|&a, &b| edges[a].ucb().total_cmp(&edges[b].ucb()))
}

/// The actor's reward for the position one action ahead, as the game's
/// estimate judges it (a refused action is worth nothing).
fn prior<G: BotGame>(
    state: &G::State,
    actor: Seat,
    action: &G::Action,
    rng: &mut dyn GameRng,
) -> f64 {
    let Ok(events) = G::decide(state, actor, action, rng) else {
        return 0.0;
    };
    let mut after = state.clone();
    for event in &events {
        G::apply(&mut after, event);
    }
    rewards::<G>(&after)
        .get(actor.index())
        .copied()
        .unwrap_or(0.0)
}

/// Plays uniformly random legal actions (the first waiting seat acts when
/// several are waiting) to the end or to the game's horizon. Returns the
/// final state, whether it was cut short, and whether the engine refused an
/// offered action.
fn playout<G: BotGame>(mut state: G::State, rng: &mut dyn GameRng) -> (G::State, bool, bool) {
    for _ in 0..G::playout_horizon().min(MAX_PLAYOUT_ACTIONS) {
        if G::outcome(&state).is_some() {
            return (state, false, false);
        }
        let Some(&actor) = G::waiting_on(&state).first() else {
            return (state, true, false);
        };
        let legal = G::legal_actions(&state, actor);
        if legal.is_empty() {
            return (state, true, false);
        }
        let action = &legal[rng.random_range(0..legal.len())];
        match G::decide(&state, actor, action, rng) {
            Ok(events) => {
                for event in &events {
                    G::apply(&mut state, event);
                }
            }
            Err(_) => return (state, true, true),
        }
    }
    let over = G::outcome(&state).is_some();
    (state, !over, false)
}
