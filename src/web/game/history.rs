//! The history of a game: every log row as a line, the board after any step
//! (a permalink per step), and the export of the log as JSON Lines.

use crate::games::Registry;
use crate::games::StoredSeat;
use crate::history::{self, ExportHeader, Line, Walk, EXPORT_FORMAT};
use crate::store::games as game_store;
use crate::web::boards::BoardContext;
use crate::web::context::{ClaimedPageContext, PageContext};
use crate::web::error::AppError;
use crate::web::game::render_cache::{names_digest, Part, RenderKey, Rendered};
use crate::web::gzip_pieces::{page_with_board, BOARD_MARK, PER_REQUEST};
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use uuid::Uuid;

/// Lines of one decision (or of the set-up), shown together.
pub struct Group {
    pub who: String,
    pub lines: Vec<Line>,
    /// Messages written right after this group's last line.
    pub messages: Vec<super::talk::MessageView>,
}

/// A seat of a finished game in its place, for the result above the steps.
pub struct Standing {
    pub place: i64,
    pub name: String,
    pub winner: bool,
    pub resigned: bool,
}

/// A finished game's seats in order of result (`play::ranking`): the
/// winners, the others by the rulebook's ranking key, the resigned last.
fn standing_of(game: &game_store::GameRecord, names: &[String]) -> Vec<Standing> {
    let resigned = crate::play::ranking::resigned_seats(game);
    crate::play::ranking::places_of(game)
        .unwrap_or_default()
        .into_iter()
        .map(|placed| Standing {
            place: i64::try_from(placed.place).unwrap_or(i64::MAX),
            name: names.get(placed.seat.index()).cloned().unwrap_or_default(),
            winner: placed.place == 1 && !resigned.contains(&placed.seat),
            resigned: resigned.contains(&placed.seat),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "game/history.html")]
struct HistoryPage<'a> {
    ctx: &'a PageContext,
    id: Uuid,
    game_name: String,
    stylesheet: Option<&'static str>,
    /// The game's id for its rules page, when it has one.
    rules_kind: Option<&'static str>,
    at: i64,
    last: i64,
    board: &'static str,
    /// The step before the listed ones, when the list starts later.
    earlier: Option<i64>,
    /// The step after the listed ones, when the list ends earlier.
    later: Option<i64>,
    groups: Vec<Group>,
    current: Option<Line>,
    /// Who made the step shown (a player, or the set-up).
    current_who: String,
    /// The viewer's own steps are never "new" to them.
    my_seat: Option<StoredSeat>,
    /// Lines after this sequence number are new to the viewer.
    seen: i64,
    /// A finished game's result, in order (empty before the end).
    standing: Vec<Standing>,
}

async fn game_for_history(
    state: &AppState,
    id: Uuid,
    viewer: Option<Uuid>,
) -> Result<(game_store::GameRecord, game_store::PageExtras), AppError> {
    let table = state.tables.held(id);
    let (game, extras, fresh_table) = game_store::load_for(
        &state.pool,
        id,
        viewer,
        None,
        game_store::StateRead::Never,
        table.as_ref(),
    )
    .await?
    .ok_or(AppError::NotFound)?;
    if let Some(fresh_table) = fresh_table {
        state.tables.keep(id, fresh_table);
    }
    shown_in_history(state, &game, viewer).await?;
    Ok((game, extras))
}

/// Whether the history of `game` is there for `viewer` to read: a game that
/// began, and that they may see.
async fn shown_in_history(
    state: &AppState,
    game: &game_store::GameRecord,
    viewer: Option<Uuid>,
) -> Result<(), AppError> {
    if !history::steps::begun(game) {
        return Err(AppError::NotFound);
    }
    super::visible_to(state, game, viewer, None).await
}

/// The context of a history page and its game, in one read: as the game
/// page does, the login is checked inside the game's read (a step used to
/// cost a statement of its own for the session).
async fn settled_game_for_history(
    state: &AppState,
    id: Uuid,
    claimed: ClaimedPageContext,
    reach: game_store::StepReach,
) -> Result<
    (
        PageContext,
        game_store::GameRecord,
        game_store::PageExtras,
        Vec<game_store::StepPart>,
    ),
    AppError,
> {
    let claimed_user = claimed.claimed_user();
    let read = |user, session| game_store::load_for_history(&state.pool, id, user, session, reach);
    let Some((mut game, mut extras, mut steps)) =
        read(claimed_user, claimed.claimed_session()).await?
    else {
        // No game: the error page still shows who is logged in.
        claimed.verify().await?;
        return Err(AppError::NotFound);
    };
    let ctx = claimed
        .settle(
            extras.session_seen_at,
            extras.waiting_for_me,
            extras.viewer_profile.as_deref(),
        )
        .await?;
    let me = ctx.user.as_ref().map(|user| user.id);
    if me != claimed_user {
        // The login had ended: the page is an onlooker's (a rare second read).
        (game, extras, steps) = read(None, None).await?.ok_or(AppError::NotFound)?;
    }
    shown_in_history(state, &game, me).await?;
    Ok((ctx, game, extras, steps))
}

async fn load(
    state: &AppState,
    id: Uuid,
    viewer: Option<Uuid>,
) -> Result<(game_store::GameRecord, Vec<crate::games::log::LogRow>), AppError> {
    let (game, _) = game_for_history(state, id, viewer).await?;
    let mut conn = state.pool.acquire().await?;
    let rows = game_store::log(&mut conn, id).await?;
    Ok((game, rows))
}

/// How many steps the page lists on each side of the one shown: the page
/// of a long game stays short, and a step costs the same wherever it is.
const WINDOW: i64 = 20;
/// Rows read past the window, so a take-back of a listed decision (which
/// always follows it at once) still strikes it through.
const LOOKAHEAD: i64 = 50;

async fn page(
    claimed: ClaimedPageContext,
    state: web::Data<AppState>,
    id: Uuid,
    at: Option<i64>,
) -> Result<HttpResponse, AppError> {
    let reach = game_store::StepReach {
        at,
        window: WINDOW,
        lookahead: LOOKAHEAD,
    };
    let (ctx, game, extras, steps) = settled_game_for_history(&state, id, claimed, reach).await?;
    let entry = Registry::any(&game.kind).ok_or(AppError::NotFound)?;
    let seat = ctx.user.as_ref().and_then(|user| game.seat_of(user.id));
    let viewer = history::viewer_for(&game, seat);
    let names = game.names_by_seat();
    let last = game.seq;
    let at = at.unwrap_or(last);
    if at < 0 || at > last {
        return Err(AppError::NotFound);
    }
    let first_listed = (at - WINDOW).max(1);
    let last_listed = (at + WINDOW).min(last);
    // Fold from the nearest snapshot before what is listed, with only the
    // rows from there: the game's read brought them (`reach`, the same
    // bounds as `first_listed` and `last_listed`).
    let (snapshot, rows) = game_store::step_window(steps)?;
    let snapshot = snapshot.map(|(seq, state)| history::Snapshot { seq, state });
    let walk = Walk::from_snapshot(entry, &game, snapshot.as_ref(), &rows);
    let lines = walk.lines_in(viewer, &names, ctx.lang, first_listed..=last_listed)?;
    let key = RenderKey {
        game: game.id,
        seq: at,
        viewer: viewer.into(),
        lang: ctx.lang,
        names: names_digest(&names),
        what: Part::HistoryBoard,
    };
    let board = state
        .renders
        .get_or_render(key, || -> Result<Rendered, AppError> {
            let board = (crate::web::boards::of(entry).draw)(
                walk.table_at(at)?.as_ref(),
                viewer,
                &BoardContext {
                    names: &names,
                    lang: ctx.lang,
                    picking: None,
                    marks: &[],
                },
            );
            // The per-request level: a step is mostly seen once, and
            // drawing it must not cost more than it did before it was kept
            // compressed.
            Ok(Rendered {
                board,
                ..Rendered::default()
            }
            .with_gzipped_board(PER_REQUEST))
        })?;
    let current = lines.iter().find(|line| line.seq == at).cloned();
    let who_of = |line_seat: Option<StoredSeat>| match line_seat {
        Some(seat) => names.get(seat.index()).cloned().unwrap_or_default(),
        None => ctx.t("history-setup").to_owned(),
    };
    let current_who = current
        .as_ref()
        .map(|line| who_of(line.seat))
        .unwrap_or_default();
    let mut groups: Vec<Group> = Vec::new();
    for line in lines {
        let same = groups
            .last()
            .and_then(|group| group.lines.last())
            .is_some_and(|previous| previous.action_no == line.action_no);
        if same {
            if let Some(group) = groups.last_mut() {
                group.lines.push(line);
            }
        } else {
            let who = who_of(line.seat);
            groups.push(Group {
                who,
                lines: vec![line],
                messages: vec![],
            });
        }
    }
    // Table talk appears at the step it was written at, as the viewer may read it.
    let me = ctx.user.as_ref().map(|user| user.id);
    // Nobody has spoken at this table (the game row says): nothing to read.
    if extras.has_talk != Some(false) && crate::talk::audience(&game, me).is_some() {
        let rows = crate::talk::read(&state.pool, &game, me).await?;
        // Only the messages of the steps listed: one written after the
        // window belongs to a later page of it, not to its last group.
        let listed = super::talk::message_views(&ctx, &game, &rows)
            .into_iter()
            .filter(|message| message.at_seq <= last_listed);
        for message in listed {
            let group = groups.iter_mut().rev().find(|group| {
                group
                    .lines
                    .first()
                    .is_some_and(|line| line.seq <= message.at_seq)
            });
            if let Some(group) = group {
                group.messages.push(message);
            }
        }
    }
    let html = HistoryPage {
        ctx: &ctx,
        id,
        game_name: entry.engine.info().name.to_owned(),
        stylesheet: crate::web::boards::of(entry).stylesheet,
        rules_kind: entry.rules.map(|_| entry.engine.info().id),
        at,
        last,
        board: BOARD_MARK,
        earlier: (first_listed > 1).then_some(first_listed - 1),
        later: (last_listed < last).then_some(last_listed + 1),
        groups,
        current,
        current_who,
        my_seat: seat,
        seen: extras.seen_seq.unwrap_or(i64::MAX),
        standing: standing_of(&game, &names),
    }
    .render()
    .map_err(AppError::internal)?;
    Ok(page_with_board(
        StatusCode::OK,
        &html,
        &board.board,
        board.board_gzip.as_ref(),
        crate::web::assets::inline_style_pieces(),
        ctx.accepts_gzip,
    ))
}

pub async fn latest(
    claimed: ClaimedPageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    page(claimed, state, *id, None).await
}

pub async fn at(
    claimed: ClaimedPageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, seq) = path.into_inner();
    page(claimed, state, id, Some(seq)).await
}

/// The log as JSON Lines: a header, then one row per line, redacted for the
/// requester. `scriptorium verify FILE` replays such a file.
pub async fn export(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let (game, rows) = load(&state, *id, ctx.user.as_ref().map(|user| user.id)).await?;
    let entry = Registry::any(&game.kind).ok_or(AppError::NotFound)?;
    let seat = ctx.user.as_ref().and_then(|user| game.seat_of(user.id));
    let viewer = history::viewer_for(&game, seat);
    let header = ExportHeader {
        format: EXPORT_FORMAT.into(),
        game: game.kind.clone(),
        id: game.id.to_string(),
        rules_version: game.rules_version,
        seats: game.seat_count.get(),
        options: game.options.clone(),
        players: game.names_by_seat(),
        viewer: history::viewer_label(viewer),
    };
    let mut body = serde_json::to_string(&header).map_err(AppError::internal)?;
    body.push('\n');
    for row in Walk::new(entry, &game, &rows).export(viewer)? {
        body.push_str(&serde_json::to_string(&row).map_err(AppError::internal)?);
        body.push('\n');
    }
    Ok(HttpResponse::Ok()
        .content_type("application/x-ndjson; charset=utf-8")
        .insert_header((
            "content-disposition",
            format!("attachment; filename=\"{}-{}.jsonl\"", game.kind, game.id),
        ))
        .body(body))
}
