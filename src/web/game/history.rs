//! The history of a game: every log row as a line, the board after any step
//! (a permalink per step), and the export of the log as JSON Lines.

use crate::games::BoardContext;
use crate::games::Registry;
use crate::history::{self, ExportHeader, Line, Walk, EXPORT_FORMAT};
use crate::store::games as game_store;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
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

#[derive(Template)]
#[template(path = "game/history.html")]
struct HistoryPage<'a> {
    ctx: &'a PageContext,
    id: Uuid,
    game_name: String,
    stylesheet: Option<&'static str>,
    at: i64,
    last: i64,
    board: String,
    groups: Vec<Group>,
    current: Option<Line>,
    /// Who made the step shown (a player, or the set-up).
    current_who: String,
    /// The viewer's own steps are never "new" to them.
    my_seat: Option<i16>,
    /// Lines after this sequence number are new to the viewer.
    seen: i64,
}

async fn load(
    state: &AppState,
    id: Uuid,
    viewer: Option<Uuid>,
) -> Result<(game_store::GameRecord, Vec<crate::games::log::LogRow>), AppError> {
    let game = game_store::load_for(&state.pool, id, viewer)
        .await?
        .ok_or(AppError::NotFound)?;
    if game.status == "open" || game.status == "cancelled" {
        return Err(AppError::NotFound);
    }
    let mut conn = state.pool.acquire().await?;
    let rows = game_store::log(&mut conn, id).await?;
    Ok((game, rows))
}

async fn page(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: Uuid,
    at: Option<i64>,
) -> Result<HttpResponse, AppError> {
    let (game, rows) = load(&state, id, ctx.user.as_ref().map(|u| u.id)).await?;
    let entry = Registry::any(&game.kind).ok_or(AppError::NotFound)?;
    let seat = ctx.user.as_ref().and_then(|user| game.seat_of(user.id));
    let viewer = history::viewer_for(&game, seat);
    let names = game.names_by_seat();
    let walk = Walk::new(entry, &game, &rows);
    let last = rows.last().map(|row| row.seq).unwrap_or(0);
    let at = at.unwrap_or(last);
    if at < 0 || at > last {
        return Err(AppError::NotFound);
    }
    let lines = walk.lines(viewer, &names, ctx.lang)?;
    let board = (entry.board)(
        walk.table_at(at)?.as_ref(),
        viewer,
        &BoardContext {
            names: &names,
            lang: ctx.lang,
            picking: None,
        },
    );
    let current = lines.iter().find(|line| line.seq == at).cloned();
    let who_of = |line_seat: Option<i16>| match line_seat {
        Some(seat) => names.get(seat as usize).cloned().unwrap_or_default(),
        None => ctx.t("history.setup").to_owned(),
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
    if crate::talk::audience(&game, me).is_some() {
        let rows = crate::talk::read(&state.pool, &game, me).await?;
        for message in super::talk::message_views(&ctx, &game, &rows) {
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
    render(&HistoryPage {
        ctx: &ctx,
        id,
        game_name: entry.engine.info().name.to_owned(),
        stylesheet: entry.stylesheet,
        at,
        last,
        board,
        groups,
        current,
        current_who,
        my_seat: seat,
        seen: game.seen_seq.unwrap_or(i64::MAX),
    })
}

pub async fn latest(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    page(ctx, state, *id, None).await
}

pub async fn at(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, seq) = path.into_inner();
    page(ctx, state, id, Some(seq)).await
}

/// The log as JSON Lines: a header, then one row per line, redacted for the
/// requester. `scriptorium verify FILE` replays such a file.
pub async fn export(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let (game, rows) = load(&state, *id, None).await?;
    let entry = Registry::any(&game.kind).ok_or(AppError::NotFound)?;
    let seat = ctx.user.as_ref().and_then(|user| game.seat_of(user.id));
    let viewer = history::viewer_for(&game, seat);
    let header = ExportHeader {
        format: EXPORT_FORMAT.into(),
        game: game.kind.clone(),
        id: game.id.to_string(),
        rules_version: game.rules_version,
        seats: game.seat_count as u8,
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
