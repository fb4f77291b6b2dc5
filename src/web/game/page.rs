//! Builds the game page for one viewer: the board as they may see it, whose
//! turn it is, and their forms (exactly the legal actions).

use super::render_cache::{names_digest, ChoiceGroup, Part, RecapKey, RenderKey, Rendered};
use crate::games::StoredSeat;
use crate::games::{GameEntry, Registry};
use crate::history::recap::{Recap, RecapError};
use crate::lobby;
use crate::play;
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, GameRecord, PageExtras, StateRead};
use crate::support::i18n::registry::{self, words};
use crate::web::boards::{BoardContext, Picking};
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::gzip_pieces::{page_with_board, BOARD_MARK};
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::HttpResponse;
use askama::Template;
use flate2::Compression;
use scriptorium_games::core::OptionKind;
use scriptorium_games::{Outcome, Viewer};
use serde::Deserialize;
use serde_json::Value;
use std::sync::Arc;
use uuid::Uuid;

pub struct PlayerLine {
    pub name: String,
    pub seat: Option<StoredSeat>,
    pub waiting: bool,
    pub is_me: bool,
    pub winner: bool,
    pub score: Option<i64>,
    /// The seat's place (from 1) once the game is finished (`play::ranking`).
    pub place: Option<i64>,
    /// The deadline of a waiting seat, in the viewer's zone.
    /// The seat's clock, while it must decide under a time limit and is
    /// not played by the computer.
    pub clock: Option<crate::web::clock::Clock>,
    /// What is left of the seat's time bank, in a game that has one.
    pub bank: Option<String>,
    pub away: Option<String>,
    /// The computer plays this person's seat (timeout or resignation).
    pub bot: bool,
    /// A computer player's level, in words.
    pub computer: Option<&'static str>,
    pub resigned: bool,
    /// The player's rating in this game, and whether it is still provisional.
    pub rating: Option<(i64, bool)>,
    /// What the viewer may do about this seat if the computer holds it for
    /// a player who is gone (see `lobby::seats`).
    pub seat_control: Option<SeatControl>,
}

/// Agreements as the page shows them (see `play::agreements`).
#[derive(Default)]
pub struct AgreementPanel {
    /// The viewer may propose one (a person playing, nothing pending).
    pub may_propose: bool,
    /// The proposal waiting for answers, in words.
    pub pending: Option<PendingProposal>,
    /// Since when the game is paused, in the viewer's zone.
    pub paused_since: Option<String>,
    /// The viewer may resume the paused game.
    pub may_resume: bool,
    /// How an agreement ended the game (a translation key).
    pub ended: Option<&'static str>,
}

pub struct PendingProposal {
    /// "Anna proposes to pause the game."
    pub sentence: String,
    /// Until when it waits, in the viewer's zone.
    pub until: String,
    /// Who accepted so far.
    pub accepted: String,
    /// The viewer has yet to answer.
    pub may_answer: bool,
    /// The viewer proposed it (their "no" withdraws it).
    pub is_proposer: bool,
}

fn agreement_panel(
    ctx: &PageContext,
    game: &GameRecord,
    extras: &PageExtras,
    me: Option<Uuid>,
) -> AgreementPanel {
    use crate::play::agreements::voters;
    let my_voting_seat = me
        .and_then(|me| game.seat_of(me))
        .filter(|seat| game.status == GameStatus::Active && voters(game).contains(seat));
    let names = game.names_by_seat();
    let name_of = |seat: StoredSeat| names.get(seat.index()).cloned().unwrap_or_default();
    let pending = extras
        .proposal
        .as_ref()
        .map(|proposal| &proposal.0)
        .filter(|proposal| proposal.expires_at > chrono::Utc::now())
        .map(|proposal| {
            let key = match proposal.kind.as_str() {
                "pause" => "agreement-proposes-pause",
                "end" => "agreement-proposes-end",
                _ => "agreement-proposes-call-off",
            };
            PendingProposal {
                sentence: crate::support::i18n::t_args(
                    ctx.lang,
                    key,
                    &[("player", name_of(proposal.proposed_by).into())],
                ),
                until: ctx.time(&proposal.expires_at),
                accepted: proposal
                    .accepted
                    .iter()
                    .map(|seat| name_of(*seat))
                    .collect::<Vec<_>>()
                    .join(", "),
                may_answer: my_voting_seat.is_some_and(|seat| !proposal.accepted.contains(&seat)),
                is_proposer: my_voting_seat == Some(proposal.proposed_by),
            }
        });
    AgreementPanel {
        may_propose: my_voting_seat.is_some() && pending.is_none(),
        paused_since: game
            .paused_at
            .filter(|_| game.status == GameStatus::Active)
            .map(|at| ctx.time(&at)),
        may_resume: my_voting_seat.is_some() && game.paused_at.is_some(),
        pending,
        ended: match game.ended_by_agreement.as_deref() {
            Some("end") => Some("agreement-ended"),
            Some("call_off") => Some("agreement-called-off"),
            Some("moderators") => Some("agreement-cancelled-by-moderators"),
            _ => None,
        },
    }
}

/// A vanished seat as the viewer may act on it.
pub enum SeatControl {
    /// A player of the game: offer it (nobody has yet).
    Offer,
    /// A player of the game: it is offered (to this user, or to anyone);
    /// they may withdraw the offer or make another.
    Offered { to: Option<String> },
    /// Someone outside the game to whom it is offered: take it over.
    Take,
}

/// The rematch button of a finished game.
pub enum RematchOffer {
    /// None yet: offer one.
    Offer,
    /// One waits: join it (or look at it, when already in).
    Waiting(Uuid),
}

/// The guided first turn: what it tells to do now, in words that name only
/// what the decision panel and the board show.
pub struct Guide {
    /// The game's id (`/rules/<kind>`, its `guide-<kind>` paragraph).
    pub kind: String,
    /// The sentence for what the page offers now (a translation key).
    pub says: &'static str,
    /// What that sentence speaks of, space-separated (`board`, `list`,
    /// `choices`, `options`, `buttons`, `confirm`): the page's markup says
    /// it, so a test checks each is shown.
    pub speaks_of: &'static str,
}

impl Guide {
    /// The guide for what the panel shows: a choice on the board under way
    /// (its confirmation, places on the board, choices beside it) or the
    /// decision's buttons. `None` when there is nothing to decide.
    pub fn for_panel(
        kind: &str,
        picking: Option<&Picking>,
        groups: &[ChoiceGroup],
        choosing_on_board: bool,
    ) -> Option<Guide> {
        let (says, speaks_of) = match picking {
            Some(pick) if !pick.complete.is_empty() => ("guide-now-confirm", "confirm"),
            Some(pick) if pick.has_on_board() && pick.off_board().next().is_some() => {
                ("guide-now-choice-or-board", "choices board")
            }
            Some(pick) if pick.has_on_board() => ("guide-now-board", "board list"),
            Some(pick) if pick.off_board().next().is_some() => ("guide-now-choice", "choices"),
            _ if choosing_on_board || groups.is_empty() => return None,
            _ if groups
                .iter()
                .any(|group| (2..=6).contains(&group.choices.len())) =>
            {
                ("guide-now-options", "options buttons")
            }
            _ => ("guide-now-buttons", "buttons"),
        };
        Some(Guide {
            kind: kind.to_owned(),
            says,
            speaks_of,
        })
    }
}

/// A notice shown above the board (a refused move, a stale form).
pub struct Notice {
    pub key: &'static str,
    pub detail: Option<String>,
}

#[derive(Template)]
#[template(path = "game/show.html")]
pub struct GamePage<'a> {
    pub ctx: &'a PageContext,
    pub id: Uuid,
    /// Agreements among the players (pause, end now, call off).
    pub agreement: AgreementPanel,
    pub game_name: String,
    pub stylesheet: Option<&'static str>,
    pub status: String,
    pub players: Vec<PlayerLine>,
    pub options: Vec<(String, String)>,
    /// The time control in words, bank and increment included.
    pub time_limit: String,
    /// What happens when time runs out (none without a time limit).
    pub timeout_policy: Option<&'static str>,
    pub rules_version: i32,
    /// The event the game is played for, if any.
    pub event: Option<Uuid>,
    pub seq: i64,
    pub board: String,
    pub groups: Vec<ChoiceGroup>,
    /// The game's id (`/rules/<kind>`), when it has a rules page.
    pub rules_kind: Option<String>,
    /// Each kind of action the viewer may take now, and its rules paragraph.
    pub rules_links: Vec<(String, String)>,
    /// The choice made by touching the board, when some actions are.
    pub picking: Option<Picking>,
    pub can_take_back: bool,
    pub submission_token: Uuid,
    pub is_player: bool,
    pub is_creator: bool,
    pub can_join: bool,
    pub invite: Option<String>,
    pub invite_link: Option<String>,
    pub notice: Option<Notice>,
    pub my_turn: bool,
    /// The guided first turn, shown on the viewer's turns in games against
    /// the computer until their first turn is over or they close it.
    pub guide: Option<Guide>,
    pub waiting_names: String,
    /// Other players' steps since the viewer's last visit, and the first of them.
    pub new_since: Option<(i64, i64)>,
    /// What the others did since the viewer's last decision (their turn).
    pub recap: Option<RecapView>,
    pub talk: super::talk::TalkSection,
    pub mail_muted: bool,
    /// A seated player of a finished game may offer (or join) a rematch.
    pub rematch: Option<RematchOffer>,
    /// A logged-in onlooker who follows this game (`None`: no follow button).
    pub following: Option<bool>,
    /// The computer player holds the viewer's seat: offer "I'm back".
    pub held_by_computer: bool,
    /// The viewer resigned this game.
    pub resigned: bool,
    /// The server's push key: a player may turn notifications on here.
    pub push_key: String,
}

impl GamePage<'_> {
    /// The address of what this page shows: the game, with the choice on the
    /// board it kept (a live refresh puts it in the address bar, so a choice
    /// the game dropped leaves the address too).
    pub fn page_address(&self) -> String {
        match &self.picking {
            Some(picking) if !picking.chosen.is_empty() => {
                format!("/games/{}?pick={}", self.id, picking.query())
            }
            _ => format!("/games/{}", self.id),
        }
    }

    /// The guided first turn says where to touch (the board, the choices
    /// beside it): the panel's own prompt would say it twice.
    fn guide_says_where(&self) -> bool {
        self.guide.as_ref().is_some_and(|guide| {
            guide.speaks_of.contains("board") || guide.speaks_of.contains("choices")
        })
    }

    /// A choice on the board is under way: the other decisions wait until it
    /// is confirmed or abandoned, so the panel shows one thing at a time.
    fn choosing_on_board(&self) -> bool {
        self.picking
            .as_ref()
            .is_some_and(|picking| !picking.chosen.is_empty())
    }
}

fn option_lines(ctx: &PageContext, game: &GameRecord) -> Vec<(String, String)> {
    let Some(entry) = Registry::any(&game.kind) else {
        return vec![];
    };
    let info = entry.engine.info();
    let seats = game.seat_count.get();
    info.options
        .iter()
        // An option that only matters at other player counts (Carolus
        // Magnus's partners, for four) says nothing about this game.
        .filter(|spec| (spec.seats.0..=spec.seats.1).contains(&seats))
        .filter_map(|spec| {
            let value = game.options.get(spec.key)?;
            let shown = match (&spec.kind, value) {
                (OptionKind::Bool { .. }, serde_json::Value::Bool(true)) => {
                    ctx.t("game-yes").to_owned()
                }
                (OptionKind::Bool { .. }, _) => ctx.t("game-no").to_owned(),
                (OptionKind::Choice { choices, .. }, serde_json::Value::String(chosen)) => choices
                    .iter()
                    .find(|(value, _)| value == chosen)
                    .map(|(_, text)| ctx.t(text).to_owned())
                    .unwrap_or_else(|| chosen.clone()),
                (_, other) => other.to_string(),
            };
            Some((ctx.t(spec.label).to_owned(), shown))
        })
        .collect()
}

/// The game for its page, and its folded state: from this instance's state
/// cache when the row has not moved on since (one read either way).
pub async fn load_with_state(
    state: &AppState,
    id: Uuid,
    viewer: Option<Uuid>,
    session: Option<Uuid>,
) -> Result<Option<(GameRecord, PageExtras, Option<Arc<Value>>)>, AppError> {
    let held = state.states.held(id);
    let read = StateRead::unless_held(held.as_ref().map(|held| held.seq));
    let table = state.tables.held(id);
    let Some((mut game, extras, fresh_table)) =
        game_store::load_for(&state.pool, id, viewer, session, read, table.as_ref()).await?
    else {
        return Ok(None);
    };
    if let Some(fresh_table) = fresh_table {
        state.tables.keep(id, fresh_table);
    }
    let folded = state.states.settle(id, game.seq, game.state.take(), held);
    Ok(Some((game, extras, folded)))
}

/// Everything about one rendering of the game page beyond the game itself.
pub struct PageRequest<'a> {
    /// The game's folded state (`None` before it starts).
    pub state: Option<Arc<Value>>,
    pub invite: Option<String>,
    pub notice: Option<Notice>,
    pub status: StatusCode,
    pub talk: super::talk::TalkSection,
    /// The viewer's choice on the board so far (`?pick=`), already checked.
    pub pick: &'a [String],
    /// What the page's read brought for the viewer.
    pub extras: &'a PageExtras,
    /// What the others did since the viewer's last decision (their turn).
    pub recap: Option<Arc<Recap>>,
}

/// What the others did since the viewer's last decision, when it is the
/// viewer's turn: read once per move and seat (kept beside the rendered
/// boards), `None` otherwise.
pub async fn recap_for(
    state: &AppState,
    ctx: &PageContext,
    game: &GameRecord,
) -> Result<Option<Arc<Recap>>, AppError> {
    let Some(seat) = ctx.user.as_ref().and_then(|user| game.seat_of(user.id)) else {
        return Ok(None);
    };
    let my_turn = game.status == GameStatus::Active
        && game.paused_at.is_none()
        && game.waiting_on.contains(&seat);
    if !my_turn {
        return Ok(None);
    }
    let key = RecapKey {
        game: game.id,
        seq: game.seq,
        seat: seat.seat().0,
        lang: ctx.lang,
        names: names_digest(&game.names_by_seat()),
    };
    if let Some(recap) = state.renders.recap(&key) {
        return Ok(Some(recap));
    }
    let recap = crate::history::recap::read(&state.pool, game, seat, ctx.lang)
        .await
        .map_err(|error| match error {
            RecapError::Store(error) => AppError::from(error),
            RecapError::Corrupt(error) => AppError::from(error),
        })?;
    let recap = Arc::new(recap);
    state.renders.keep_recap(key, recap.clone());
    Ok(Some(recap))
}

/// The recap as the page shows it: the first few lines, the rest folded.
pub struct RecapView {
    pub since: i64,
    pub first: Vec<String>,
    pub more: Vec<String>,
}

/// Lines shown before the rest of a recap is folded.
const RECAP_SHOWN: usize = 2;

impl RecapView {
    pub fn more_count(&self) -> i64 {
        self.more.len() as i64
    }

    fn of(recap: &Recap) -> Option<RecapView> {
        if recap.is_empty() {
            return None;
        }
        let mut first: Vec<String> = recap.lines.iter().map(|line| line.text.clone()).collect();
        // Folding a single line saves nothing.
        let more = if first.len() > RECAP_SHOWN + 1 {
            first.split_off(RECAP_SHOWN)
        } else {
            Vec::new()
        };
        Some(RecapView {
            since: recap.since,
            first,
            more,
        })
    }
}

/// Whose eyes the page is drawn for: the viewer's seat, or an onlooker's.
fn viewer_of(my_seat: Option<StoredSeat>) -> Viewer {
    match my_seat {
        Some(seat) => Viewer::Seat(seat.seat()),
        None => Viewer::Spectator,
    }
}

/// The board and the decision panel for one viewer: the costly part of the
/// page, kept in the render cache (see `render_cache`).
fn render_table(
    ctx: &PageContext,
    game: &GameRecord,
    entry: &'static GameEntry,
    folded: Option<&Value>,
    my_seat: Option<StoredSeat>,
    pick: &[String],
    marks: &[String],
) -> Result<Rendered, AppError> {
    let viewer = viewer_of(my_seat);
    let Some(table) = play::restore_from(game, folded)? else {
        return Ok(Rendered {
            pick_dropped: !pick.is_empty(),
            ..Rendered::default()
        });
    };
    let offers = match (my_seat, game.status) {
        (Some(seat), GameStatus::Active) => table.legal_actions(seat.seat()),
        _ => vec![],
    };
    let picking = Picking::narrow(
        &entry.picks,
        table.as_ref(),
        &offers,
        pick,
        &format!("/games/{}", game.id),
        ctx.lang,
    );
    // A choice in the address that leads nowhere now (the game moved on, or
    // the board is not the viewer's to touch) is dropped, saying so.
    let pick_dropped = match &picking {
        Some(picking) => picking.restarted,
        None => !pick.is_empty(),
    };
    let names = game.names_by_seat();
    let board = (crate::web::boards::of(entry).draw)(
        table.as_ref(),
        viewer,
        &BoardContext {
            names: &names,
            lang: ctx.lang,
            picking: picking.as_ref(),
            marks,
        },
    );
    let mut rules_links: Vec<(String, String)> = Vec::new();
    for offer in &offers {
        let heading = words(ctx.lang, &entry.group_heading(&offer.group));
        if let Some(link) = crate::web::rules::link_for(&game.kind, &offer.group) {
            if !rules_links.iter().any(|(shown, _)| *shown == heading) {
                rules_links.push((heading, link));
            }
        }
    }
    let mut groups: Vec<ChoiceGroup> = Vec::new();
    // Actions chosen on the board are not repeated as forms.
    let buttons = offers
        .into_iter()
        .filter(|offer| (entry.picks.path)(table.as_ref(), &offer.action).is_none());
    for offer in buttons {
        let json = offer.action.to_string();
        let label = registry::label(ctx.lang, &offer);
        match groups.iter_mut().find(|group| group.group == offer.group) {
            Some(group) => group.choices.push((json, label)),
            None => groups.push(ChoiceGroup {
                heading: words(ctx.lang, &entry.group_heading(&offer.group)),
                group: offer.group,
                choices: vec![(json, label)],
            }),
        }
    }
    Ok(Rendered {
        board,
        groups,
        picking,
        pick_dropped,
        board_gzip: None,
        rules_links,
    })
}

pub fn render_game(
    ctx: &PageContext,
    game: &GameRecord,
    state: &AppState,
    request: PageRequest,
) -> Result<HttpResponse, AppError> {
    let PageRequest {
        state: folded,
        invite,
        mut notice,
        status,
        talk,
        pick,
        extras,
        recap,
    } = request;
    let marks: &[String] = recap.as_deref().map_or(&[], |recap| &recap.places);
    let entry = Registry::any(&game.kind).ok_or(AppError::NotFound)?;
    let me = ctx.user.as_ref().map(|user| user.id);
    let my_seat = me.and_then(|me| game.seat_of(me));
    let is_player = me.is_some_and(|me| game.is_player(me));
    let outcome: Option<Outcome> = game
        .outcome
        .as_ref()
        .and_then(|value| Outcome::deserialize(value).ok());
    let viewer = viewer_of(my_seat);
    let key = RenderKey {
        game: game.id,
        seq: game.seq,
        viewer: viewer.into(),
        lang: ctx.lang,
        names: names_digest(&game.names_by_seat()),
        what: Part::Page {
            pick: pick.join("."),
        },
    };
    let rendered = state.renders.get_or_render(key, || {
        render_table(ctx, game, entry, folded.as_deref(), my_seat, pick, marks)
            .map(|rendered| rendered.with_gzipped_board(Compression::default()))
    })?;
    if notice.is_none() && rendered.pick_dropped {
        notice = Some(Notice {
            key: "game-pick-restarted",
            detail: None,
        });
    }
    let (groups, picking) = (rendered.groups.clone(), rendered.picking.clone());
    let rules_links = rendered.rules_links.clone();
    let my_turn = my_seat.is_some_and(|seat| game.waiting_on.contains(&seat))
        && game.status == GameStatus::Active
        && game.paused_at.is_none();
    let offers: &[crate::store::games::SeatOffer] = extras
        .seat_offers
        .as_ref()
        .map_or(&[], |offers| offers.0.as_slice());
    let seat_control = |seat: Option<StoredSeat>| -> Option<SeatControl> {
        let seat = seat.filter(|seat| crate::lobby::seats::vanished(game, *seat))?;
        let me = me?;
        let offer = offers.iter().find(|offer| offer.seat == seat);
        if crate::lobby::seats::may_offer(game, me) {
            return Some(match offer {
                Some(offer) => SeatControl::Offered {
                    to: offer.invited_name.clone(),
                },
                None => SeatControl::Offer,
            });
        }
        crate::lobby::seats::may_take(game, offers, seat, me).then_some(SeatControl::Take)
    };
    let places = crate::play::ranking::places_of(game).unwrap_or_default();
    let place_of = |seat: Option<StoredSeat>| {
        let seat = seat?.seat();
        places
            .iter()
            .find(|p| p.seat == seat)
            .and_then(|p| i64::try_from(p.place).ok())
    };
    let mut players = game
        .players
        .iter()
        .map(|player| PlayerLine {
            place: place_of(player.seat),
            name: player.username.clone(),
            seat: player.seat,
            waiting: player
                .seat
                .is_some_and(|seat| game.waiting_on.contains(&seat)),
            is_me: Some(player.user_id) == me,
            winner: outcome.as_ref().is_some_and(|outcome| {
                player
                    .seat
                    .is_some_and(|seat| outcome.winners.contains(&seat.seat()))
            }),
            score: outcome.as_ref().and_then(|outcome| {
                player
                    .seat
                    .and_then(|seat| outcome.scores.get(seat.index()).copied())
            }),
            clock: player
                .expires_at
                .filter(|_| game.clock_runs_for(player))
                .map(|expires| {
                    // With no time per move (Fischer) the bank is the whole
                    // clock: spending it is no news worth a word.
                    let due = player
                        .due_at
                        .filter(|_| game.time_control.per_move_hours != Some(0));
                    crate::web::clock::Clock::of(ctx, expires, due, chrono::Utc::now())
                }),
            bank: game
                .keeps_bank_for(player)
                .then(|| crate::web::clock::left_text(ctx, player.bank_seconds.max(0) / 60)),
            away: player.away_until.as_ref().map(|at| ctx.time(at)),
            bot: player.computer_holds_for_someone_gone(),
            computer: player.computer.as_deref().map(|level| match level {
                "easy" => "game-computer-easy",
                _ => "game-computer-strong",
            }),
            resigned: player.resigned,
            rating: extras
                .player_ratings
                .as_ref()
                .and_then(|ratings| ratings.get(&player.user_id))
                .map(|(rating, games)| (*rating, *games < crate::ratings::PROVISIONAL_GAMES)),
            seat_control: seat_control(player.seat),
        })
        .collect::<Vec<_>>();
    // A finished game lists its players in order of result (stable: seat
    // order otherwise, and among those sharing a place).
    players.sort_by_key(|player| player.place.unwrap_or(i64::MAX));
    let waiting_names = players
        .iter()
        .filter(|player| player.waiting)
        .map(|player| player.name.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let page = GamePage {
        ctx,
        id: game.id,
        agreement: agreement_panel(ctx, game, extras, me),
        game_name: entry.engine.info().name.to_owned(),
        stylesheet: crate::web::boards::of(entry).stylesheet,
        status: game.status.code().to_owned(),
        players,
        options: option_lines(ctx, game),
        time_limit: crate::web::lobby::time_control_text(ctx, &game.time_control),
        timeout_policy: game
            .time_control
            .per_move_hours
            .map(|_| match game.timeout_policy {
                crate::store::games::TimeoutPolicy::Skip => "lobby-policy-skip",
                crate::store::games::TimeoutPolicy::Bot => "lobby-policy-bot",
                crate::store::games::TimeoutPolicy::End => "lobby-policy-end",
            }),
        rules_version: game.rules_version,
        event: game.event_id,
        seq: game.seq,
        // The board goes in after rendering, already compressed (see below).
        board: BOARD_MARK.to_owned(),
        my_turn,
        guide: (my_turn
            && extras.guide_done == Some(false)
            && entry.rules.is_some()
            && game.has_computer_player())
        .then(|| {
            let choosing = picking
                .as_ref()
                .is_some_and(|picking| !picking.chosen.is_empty());
            Guide::for_panel(&game.kind, picking.as_ref(), &groups, choosing)
        })
        .flatten(),
        can_take_back: game.can_take_back(my_seat),
        groups,
        rules_kind: entry.rules.map(|_| game.kind.clone()),
        rules_links,
        submission_token: Uuid::new_v4(),
        picking,
        is_player,
        is_creator: me == Some(game.created_by),
        // `invite` holds only a verified token (see `lobby::invitation_for`).
        can_join: lobby::may_join(game, me, invite.is_some()),
        invite,
        invite_link: (is_player && game.status == GameStatus::Open).then(|| {
            crate::mail::link(&format!(
                "/games/{}?invite={}",
                game.id,
                lobby::invite_token(&state.link_key, game.id)
            ))
        }),
        notice,
        waiting_names,
        recap: recap.as_deref().and_then(RecapView::of),
        new_since: extras
            .new_by_others
            .zip(extras.first_new_by_others)
            .filter(|(count, _)| *count > 0 && game.status != GameStatus::Open),
        talk,
        mail_muted: extras.mail_muted.unwrap_or(false),
        rematch: (game.status == GameStatus::Finished && my_seat.is_some()).then_some(match extras
            .open_rematch
        {
            Some(rematch) => RematchOffer::Waiting(rematch),
            None => RematchOffer::Offer,
        }),
        following: (me.is_some() && !is_player && game.status != GameStatus::Open)
            .then(|| extras.following.unwrap_or(false)),
        held_by_computer: game.status == GameStatus::Active
            && game.players.iter().any(|player| {
                Some(player.user_id) == me
                    && player.seat.is_some()
                    && player.computer_holds_for_someone_gone()
                    && !player.resigned
            }),
        resigned: game
            .players
            .iter()
            .any(|player| Some(player.user_id) == me && player.resigned),
        push_key: state.vapid.public_key.clone(),
    };
    respond_with_board(&page, status, &rendered, ctx.accepts_gzip)
}

/// The page with its board put in (see `gzip_pieces::page_with_board`).
fn respond_with_board(
    page: &GamePage,
    status: StatusCode,
    rendered: &Rendered,
    accepts_gzip: bool,
) -> Result<HttpResponse, AppError> {
    let html = page.render().map_err(AppError::internal)?;
    Ok(page_with_board(
        status,
        &html,
        &rendered.board,
        rendered.board_gzip.as_ref(),
        crate::web::assets::inline_style_pieces(),
        accepts_gzip,
    ))
}
