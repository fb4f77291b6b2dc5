//! The administrators' pages (`/admin`): accounts (search, block, unblock,
//! delete), reports (resolve), games (look one up, cancel it), events (call
//! one off, take a player out: buttons on the event's page) and the audit
//! log. Only an administrator (`moderation::admin`) reaches them; to anyone
//! else they do not exist (404). Every action takes a reason and is one
//! transaction with its line in the audit log. A game is looked at through
//! its ordinary page, which shows an administrator what it shows any
//! onlooker: no hidden information until the game ends.

pub mod events;

use crate::moderation::admin::{self, AccountRow, ActionRow, Admin, ReportRow};
use crate::support::input::Reason;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{render, see_other, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;
use uuid::Uuid;

/// The viewer as an administrator, or "no such page".
pub(crate) async fn require_admin(ctx: &PageContext, state: &AppState) -> Result<Admin, AppError> {
    let user = ctx.user.as_ref().ok_or(AppError::NotFound)?;
    admin::admin(&state.pool, &state.admins, user.id)
        .await?
        .ok_or(AppError::NotFound)
}

#[derive(Template)]
#[template(path = "admin/index.html")]
struct IndexPage<'a> {
    ctx: &'a PageContext,
    open_reports: usize,
    query: String,
    /// Each account found, and whether it is an administrator's (its own
    /// included), which these pages do not block or delete.
    accounts: Vec<(AccountRow, bool)>,
}

#[derive(Deserialize)]
pub struct SearchQuery {
    q: Option<String>,
}

/// The overview, with the account search.
pub async fn index(
    ctx: PageContext,
    state: web::Data<AppState>,
    query: web::Query<SearchQuery>,
) -> Result<HttpResponse, AppError> {
    let admin = require_admin(&ctx, &state).await?;
    let text = query.q.as_deref().unwrap_or("").trim();
    let text = crate::support::input::one_line("q", text, 100)?.to_owned();
    let accounts = if text.is_empty() {
        Vec::new()
    } else {
        admin::search(&state.pool, &text)
            .await?
            .into_iter()
            .map(|account| {
                let protected = account.id == admin.id
                    || (account.email_verified && state.admins.names(&account.email));
                (account, protected)
            })
            .collect()
    };
    let open_reports = admin::reports(&state.pool, true).await?.len();
    render(&IndexPage {
        ctx: &ctx,
        open_reports,
        query: text,
        accounts,
    })
}

#[derive(Deserialize)]
pub struct ReasonForm {
    reason: String,
    /// Where to come back to (the search that showed the account).
    q: Option<String>,
}

fn back_to_search(q: Option<&str>) -> String {
    match q.filter(|q| !q.is_empty()) {
        Some(q) => format!(
            "/admin?{}",
            serde_urlencoded::to_string([("q", q)]).unwrap_or_default()
        ),
        None => "/admin".into(),
    }
}

pub async fn account_action(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, String)>,
    CheckedForm(form): CheckedForm<ReasonForm>,
) -> Result<HttpResponse, AppError> {
    let admin = require_admin(&ctx, &state).await?;
    let (user, action) = path.into_inner();
    let reason = Reason::parse("reason", &form.reason)?;
    let action = admin::AccountAction::parse(&action).ok_or(AppError::NotFound)?;
    admin::act_on_account(&state.pool, &state.admins, &admin, user, action, &reason).await?;
    let done = match action {
        admin::AccountAction::Block => "admin-blocked",
        admin::AccountAction::Unblock => "admin-unblocked",
        admin::AccountAction::Delete => "admin-deleted",
    };
    ctx.flash(FlashLevel::Info, done);
    Ok(see_other(&back_to_search(form.q.as_deref())))
}

#[derive(Template)]
#[template(path = "admin/reports.html")]
struct ReportsPage<'a> {
    ctx: &'a PageContext,
    all: bool,
    reports: Vec<ReportLine>,
}

pub struct ReportLine {
    pub report: ReportRow,
    pub created: String,
}

#[derive(Deserialize)]
pub struct ReportsQuery {
    all: Option<String>,
}

pub async fn reports(
    ctx: PageContext,
    state: web::Data<AppState>,
    query: web::Query<ReportsQuery>,
) -> Result<HttpResponse, AppError> {
    require_admin(&ctx, &state).await?;
    let all = query.all.as_deref() == Some("1");
    let reports = admin::reports(&state.pool, !all)
        .await?
        .into_iter()
        .map(|report| ReportLine {
            created: ctx.time(&report.created_at),
            report,
        })
        .collect();
    render(&ReportsPage {
        ctx: &ctx,
        all,
        reports,
    })
}

#[derive(Deserialize)]
pub struct ResolveForm {
    resolution: String,
}

pub async fn resolve(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    CheckedForm(form): CheckedForm<ResolveForm>,
) -> Result<HttpResponse, AppError> {
    let admin = require_admin(&ctx, &state).await?;
    let resolution = Reason::parse("resolution", &form.resolution)?;
    admin::resolve(&state.pool, &admin, *id, &resolution).await?;
    ctx.flash(FlashLevel::Info, "admin-report-resolved");
    Ok(see_other("/admin/reports"))
}

#[derive(Template)]
#[template(path = "admin/game.html")]
struct GamePage<'a> {
    ctx: &'a PageContext,
    id: String,
    game: Option<GameLine>,
}

pub struct GameLine {
    pub id: Uuid,
    pub name: String,
    pub status: &'static str,
    pub players: String,
    pub seq: i64,
    pub cancellable: bool,
}

#[derive(Deserialize)]
pub struct GameQuery {
    id: Option<String>,
}

/// A game looked up by its id (from its address), with what may be done.
pub async fn game(
    ctx: PageContext,
    state: web::Data<AppState>,
    query: web::Query<GameQuery>,
) -> Result<HttpResponse, AppError> {
    require_admin(&ctx, &state).await?;
    let text = query.id.as_deref().unwrap_or("").trim();
    // The id, or a game's address that ends with it.
    let id = text
        .rsplit('/')
        .next()
        .and_then(|last| Uuid::parse_str(last).ok());
    let game = match id {
        Some(id) => crate::store::games::load(&state.pool, id).await?,
        None => None,
    };
    let game = game.map(|game| GameLine {
        id: game.id,
        name: crate::games::Registry::any(&game.kind)
            .map(|entry| entry.engine.info().name.to_owned())
            .unwrap_or_else(|| game.kind.clone()),
        status: game.status.code(),
        players: game
            .players
            .iter()
            .map(|player| player.username.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        seq: game.seq,
        cancellable: matches!(
            game.status,
            crate::store::games::GameStatus::Open | crate::store::games::GameStatus::Active
        ),
    });
    render(&GamePage {
        ctx: &ctx,
        id: text.chars().take(200).collect(),
        game,
    })
}

#[derive(Deserialize)]
pub struct CancelForm {
    reason: String,
}

pub async fn cancel_game(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<CancelForm>,
) -> Result<HttpResponse, AppError> {
    let admin = require_admin(&ctx, &state).await?;
    let reason = Reason::parse("reason", &form.reason)?;
    admin::cancel_game(&state.pool, &admin, *id, &reason).await?;
    ctx.flash(FlashLevel::Info, "admin-cancelled");
    Ok(see_other(&format!("/admin/games?id={id}")))
}

#[derive(Template)]
#[template(path = "admin/log.html")]
struct LogPage<'a> {
    ctx: &'a PageContext,
    actions: Vec<(ActionRow, String, &'static str)>,
}

/// What an action was, in the reader's words.
fn action_key(code: &str) -> &'static str {
    match code {
        "block" => "admin-action-block",
        "unblock" => "admin-action-unblock",
        "delete" => "admin-action-delete",
        "cancel_game" => "admin-action-cancel-game",
        "cancel_event" => "admin-action-cancel-event",
        "remove_from_event" => "admin-action-remove-from-event",
        "resolve_report" => "admin-action-resolve-report",
        _ => "admin-action-other",
    }
}

pub async fn log(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    require_admin(&ctx, &state).await?;
    let actions = admin::audit_log(&state.pool)
        .await?
        .into_iter()
        .map(|action| {
            let at = ctx.time(&action.at);
            let what = action_key(&action.action);
            (action, at, what)
        })
        .collect();
    render(&LogPage { ctx: &ctx, actions })
}
