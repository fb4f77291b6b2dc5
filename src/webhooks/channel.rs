//! Webhooks as a subscriber of the notices: a due notice, composed for its
//! person, goes to their own hooks as it was composed; and each game it is
//! about that has hooks hears of its event once, in the words of the
//! table (whose turn it is, with their chat mention), whoever's notice
//! arrived first. An event's hooks hear each round opened (its tables)
//! and the end (its winners) when the records are appended.

use crate::mail::words::{game_name, list_names};
use crate::notices::subscribers::{Delivery, EventPost, Subscriber};
use crate::notices::NoticeKind;
use crate::store::games as game_store;
use crate::store::webhooks::{self as store, NewMessage, NoticeEvent, Target};
use crate::support::i18n::{t_args, Lang};
use futures_util::future::BoxFuture;
use sqlx::PgConnection;

/// The webhooks channel (`notices::subscribers`).
pub struct WebhookChannel;

impl Subscriber for WebhookChannel {
    fn name(&self) -> &'static str {
        "webhooks"
    }

    fn reaches<'a>(
        &'a self,
        conn: &'a mut PgConnection,
        user: uuid::Uuid,
    ) -> BoxFuture<'a, Result<bool, sqlx::Error>> {
        Box::pin(store::reaches(conn, user))
    }

    fn queue<'a>(
        &'a self,
        conn: &'a mut PgConnection,
        delivery: &'a Delivery,
    ) -> BoxFuture<'a, Result<(), sqlx::Error>> {
        Box::pin(queue(conn, delivery))
    }

    fn event_recorded<'a>(
        &'a self,
        conn: &'a mut PgConnection,
        post: &'a EventPost,
    ) -> BoxFuture<'a, Result<(), sqlx::Error>> {
        Box::pin(tell_the_event(conn, post))
    }
}

/// Queues an event's post for each of its hooks, keyed on the record's
/// sequence number: once per hook. The event's channel follows the event
/// alone (no player's quiet hours or digest), in its organizer's words.
async fn tell_the_event(conn: &mut PgConnection, post: &EventPost) -> Result<(), sqlx::Error> {
    let hooks = store::event_hooks(conn, post.event).await?;
    if hooks.is_empty() {
        return Ok(());
    }
    let Some(event) = crate::store::event_notices::event_name(conn, post.event).await? else {
        return Ok(());
    };
    let mut everyone: Vec<uuid::Uuid> = post.tables.iter().flatten().copied().collect();
    everyone.extend(&post.winners);
    let names = crate::store::event_notices::usernames(conn, &everyone).await?;
    let name_of = |user: &uuid::Uuid| {
        names
            .iter()
            .find(|(id, _)| id == user)
            .map(|(_, name)| name.as_str())
            .unwrap_or("?")
    };
    let url = crate::mail::link(&format!("/events/{}", post.event));
    for hook in &hooks {
        let lang = owner_language(conn, hook).await?;
        let (title, lines) = match post.kind {
            NoticeKind::EventFinished => {
                let winners: Vec<&str> = post.winners.iter().map(name_of).collect();
                let players = list_names(lang, &winners);
                (
                    t_args(
                        lang,
                        "webhook-event-finished",
                        &[
                            ("event", event.as_str().into()),
                            ("players", players.into()),
                        ],
                    ),
                    Vec::new(),
                )
            }
            kind => {
                let words = if kind == NoticeKind::EventStarted {
                    "webhook-event-started"
                } else {
                    "webhook-event-round"
                };
                let round = post.round.unwrap_or(1);
                let title = t_args(
                    lang,
                    words,
                    &[("event", event.as_str().into()), ("round", round.into())],
                );
                let lines = post
                    .tables
                    .iter()
                    .map(|table| {
                        let seats: Vec<&str> = table.iter().map(name_of).collect();
                        t_args(
                            lang,
                            "webhook-event-table",
                            &[("players", seats.join(" – ").into())],
                        )
                    })
                    .collect();
                (title, lines)
            }
        };
        store::enqueue(
            conn,
            &NewMessage {
                hook: hook.id,
                notice: Some(post.key),
                kind: post.kind.code(),
                title: &title,
                body: &lines.join("\n"),
                url: &url,
                urgent: false,
                mentions: &[],
            },
        )
        .await?;
    }
    Ok(())
}

async fn queue(conn: &mut PgConnection, delivery: &Delivery) -> Result<(), sqlx::Error> {
    let own = store::player_hooks(conn, delivery.user).await?;
    if !own.is_empty() {
        let kind = store::notice_kind(conn, delivery.notice)
            .await?
            .unwrap_or_else(|| "notice".into());
        let body = delivery.lines.join("\n");
        for hook in &own {
            let mentions: Vec<String> = Some(hook.mention.clone())
                .filter(|mention| !mention.is_empty())
                .into_iter()
                .collect();
            store::enqueue(
                conn,
                &NewMessage {
                    hook: hook.id,
                    notice: Some(delivery.notice),
                    kind: &kind,
                    title: &delivery.title,
                    body: &body,
                    url: &delivery.url,
                    urgent: delivery.urgent,
                    mentions: &mentions,
                },
            )
            .await?;
        }
    }
    for notice in &delivery.covers {
        if let Some(event) = store::table_event_of(conn, *notice).await? {
            tell_the_table(conn, &event).await?;
        }
    }
    Ok(())
}

/// What a table hears of an event, by its kind's code: the words' id, and
/// whether the post names (and mentions) who was told. Notices meant for
/// one person alone (a mention, an invitation, a seat offered, a
/// proposal's vote) are not the table's.
fn table_words(kind: &str) -> Option<(&'static str, bool)> {
    match kind {
        "your_turn" => Some(("webhook-table-turn", true)),
        "reminder" => Some(("webhook-table-reminder", true)),
        "game_started" => Some(("webhook-table-started", false)),
        "timed_out" => Some(("webhook-table-timed-out", false)),
        "game_finished" => Some(("webhook-table-finished", false)),
        _ => None,
    }
}

/// Queues the table's post of `event` for each hook of its game, keyed on
/// the event's first notice: once per hook, whichever notice of it comes.
async fn tell_the_table(conn: &mut PgConnection, event: &NoticeEvent) -> Result<(), sqlx::Error> {
    let Some((words, names_who)) = table_words(&event.kind) else {
        return Ok(());
    };
    let hooks = store::game_hooks(conn, event.game).await?;
    if hooks.is_empty() {
        return Ok(());
    }
    let Some(game) = game_store::load_in(conn, event.game).await? else {
        return Ok(());
    };
    let name = game_name(&game);
    let url = crate::mail::link(&format!("/games/{}", game.id));
    let urgent = matches!(event.kind.as_str(), "your_turn" | "reminder");
    for hook in &hooks {
        let lang = owner_language(conn, hook).await?;
        let names: Vec<&str> = event.told.iter().map(|(_, name)| name.as_str()).collect();
        let title = t_args(
            lang,
            words,
            &[
                ("game", name.as_str().into()),
                ("players", list_names(lang, &names).into()),
            ],
        );
        let mentions = if names_who {
            mentions_of(conn, hook, event).await?
        } else {
            Vec::new()
        };
        store::enqueue(
            conn,
            &NewMessage {
                hook: hook.id,
                notice: Some(event.first),
                kind: &event.kind,
                title: &title,
                body: "",
                url: &url,
                urgent,
                mentions: &mentions,
            },
        )
        .await?;
    }
    Ok(())
}

/// The table's posts are in the language of the hook's owner.
async fn owner_language(conn: &mut PgConnection, hook: &Target) -> Result<Lang, sqlx::Error> {
    Ok(crate::store::users::recipient(conn, hook.owner_id)
        .await?
        .and_then(|owner| owner.language)
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default())
}

/// The chat ids of the people an event names, on `hook`: its owner's on
/// the hook, the other players' as they gave them.
async fn mentions_of(
    conn: &mut PgConnection,
    hook: &Target,
    event: &NoticeEvent,
) -> Result<Vec<String>, sqlx::Error> {
    let users: Vec<uuid::Uuid> = event.told.iter().map(|(user, _)| *user).collect();
    let others = store::mentions_on(conn, hook.id, &users).await?;
    Ok(users
        .iter()
        .filter_map(|user| {
            if *user == hook.owner_id {
                Some(hook.mention.clone()).filter(|mention| !mention.is_empty())
            } else {
                others
                    .iter()
                    .find(|(other, _)| other == user)
                    .map(|(_, mention)| mention.clone())
            }
        })
        .collect())
}
