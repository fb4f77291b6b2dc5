use super::page::{load_with_state, render_game, PageRequest};
use crate::lobby;
use crate::store::games::GameStatus;
use crate::web::context::ClaimedPageContext;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

/// The header a page sends when it fetches itself again because its game
/// changed (`static/game.js`).
pub const LIVE_REFRESH: &str = "x-live-refresh";

#[derive(Deserialize)]
pub struct ShowQuery {
    invite: Option<String>,
    /// What the viewer has chosen so far on the board (see `games::pick`).
    pick: Option<String>,
}

/// One read: the game row carries the folded state (unless this instance
/// holds it), its players, what the viewer has of their own there, and
/// whether the viewer's login is still live.
pub async fn show(
    req: actix_web::HttpRequest,
    claimed: ClaimedPageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<ShowQuery>,
) -> Result<HttpResponse, AppError> {
    let claimed_user = claimed.claimed_user();
    let Some((mut game, mut extras, mut folded)) =
        load_with_state(&state, *id, claimed_user, claimed.claimed_session()).await?
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
    let pick = crate::web::boards::pick::parse(query.pick.as_deref().unwrap_or(""))
        .map_err(AppError::bad_pick)?;
    let me = ctx.user.as_ref().map(|user| user.id);
    if me != claimed_user {
        // The login had ended: what was read for that person is not shown;
        // the page is an onlooker's (a rare second read).
        (game, extras, folded) = load_with_state(&state, *id, None, None)
            .await?
            .ok_or(AppError::NotFound)?;
    }
    super::visible_to(&state, &game, me, query.invite.as_deref()).await?;
    if game.status == GameStatus::Cancelled {
        return Err(AppError::Refused {
            status: StatusCode::GONE,
            key: "game-cancelled",
            detail: None,
        });
    }
    let invite = lobby::invitation_for(
        &state.pool,
        &state.link_key,
        &game,
        me,
        query.invite.as_deref(),
    )
    .await?;
    let talk = super::talk::section(&state.pool, &ctx, &game, &extras).await?;
    let recap = super::page::recap_for(&state, &ctx, &game).await?;
    let response = render_game(
        &ctx,
        &game,
        &state,
        PageRequest {
            state: folded,
            invite,
            notice: None,
            status: StatusCode::OK,
            talk,
            pick: &pick,
            extras: &extras,
            recap,
        },
    )?;
    // Remember what the player has now seen, off the page's path. A page
    // refreshing itself live is not a visit: a player who watched their
    // turn come and left without deciding still gets their mail.
    let live_refresh = req.headers().contains_key(LIVE_REFRESH);
    if let Some(user) = me
        .filter(|user| !live_refresh && game.is_player(*user) && extras.seen_seq != Some(game.seq))
    {
        let pool = state.pool.clone();
        let (game_id, seq) = (game.id, game.seq);
        actix_web::rt::spawn(async move {
            if let Err(error) = crate::history::record_visit(&pool, game_id, user, seq).await {
                tracing::warn!(%error, "recording a visit");
            }
        });
    }
    Ok(response)
}
