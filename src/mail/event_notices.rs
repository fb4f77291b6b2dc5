//! An event's notice as a mail's section (and so as a push and a player's
//! webhook post, which say the lead section): composed when due, in the
//! recipient's language, linking the event's page and the recipient's own
//! new games — never another player's.

use super::digest::Section;
use super::link;
use super::words::{game_label, game_name};
use crate::notices::event::EventNote;
use crate::notices::NoticeKind;
use crate::store::event_notices as store;
use crate::store::games as game_store;
use crate::store::outbox::MailRow;
use crate::store::users::Recipient;
use crate::store::StoreError;
use crate::support::i18n::{t, t_args, Arg, Lang};
use uuid::Uuid;

/// The section of an event's notice; `None` when the event is gone.
pub(super) async fn section(
    conn: &mut sqlx::PgConnection,
    row: &MailRow,
    recipient: &Recipient,
    event: Uuid,
    lang: Lang,
) -> Result<Option<Section>, StoreError> {
    let Some(name) = store::event_name(conn, event).await? else {
        return Ok(None);
    };
    let Some(kind) = row.kind.notice() else {
        return Ok(None);
    };
    let note = EventNote::parse(row.body_text.as_deref());
    let other = match note.other {
        Some(other) => store::usernames(conn, &[other])
            .await?
            .pop()
            .map(|(_, name)| name)
            .unwrap_or_default(),
        None => String::new(),
    };
    let round = note.round.unwrap_or(1);
    let subject_id = match kind {
        NoticeKind::EventStarted => "mail-event-started-subject",
        NoticeKind::RoundStarted => "mail-event-round-subject",
        NoticeKind::Promoted => "mail-event-promoted-subject",
        NoticeKind::Relegated => "mail-event-relegated-subject",
        NoticeKind::EventFinished => "mail-event-finished-subject",
        NoticeKind::ChallengeReceived => "mail-event-challenged-subject",
        NoticeKind::ChallengeAccepted => "mail-event-accepted-subject",
        // The rules counted the decline as lost: it moved the challenger up.
        NoticeKind::ChallengeDeclined if note.rung.is_some() => "mail-event-declined-up-subject",
        NoticeKind::ChallengeDeclined => "mail-event-declined-subject",
        // Unanswered in time is lost by the one challenged: they traded rungs.
        NoticeKind::ChallengeLapsed if note.rung.is_some() && note.down => {
            "mail-event-lapsed-down-subject"
        }
        NoticeKind::ChallengeLapsed if note.rung.is_some() => "mail-event-lapsed-up-subject",
        NoticeKind::ChallengeLapsed => "mail-event-lapsed-subject",
        _ => return Ok(None),
    };
    // Said before any await: the words' arguments do not cross threads.
    let (subject, bye) = {
        let args: Vec<(&str, Arg<'_>)> = vec![
            ("event", name.as_str().into()),
            ("round", round.into()),
            ("player", other.as_str().into()),
            ("place", note.place.unwrap_or(0).into()),
            ("division", note.division.unwrap_or(0).into()),
            ("rung", note.rung.unwrap_or(0).into()),
        ];
        (
            t_args(lang, subject_id, &args),
            t_args(lang, "mail-event-bye", &args),
        )
    };
    let mut lines = Vec::new();
    let tables: Vec<i32> = note
        .tables
        .iter()
        .filter_map(|table| i32::try_from(*table).ok())
        .collect();
    for game in store::games_at_tables(conn, event, &tables).await? {
        let Some(game) = game_store::load_in(conn, game).await? else {
            continue;
        };
        // Only the recipient's own: a table of the note is theirs, but a
        // game is checked to seat them all the same.
        if !game.is_player(recipient.id) {
            continue;
        }
        let label = game_label(&game, &game_name(&game), recipient.id, lang);
        lines.push(t_args(
            lang,
            "mail-event-your-game",
            &[
                ("game", label.into()),
                ("url", link(&format!("/games/{}", game.id)).into()),
            ],
        ));
    }
    if matches!(kind, NoticeKind::EventStarted | NoticeKind::RoundStarted) && lines.is_empty() {
        lines.push(bye);
    }
    // Why they moved without a game: this ladder's rule, said once.
    let rule = match kind {
        NoticeKind::ChallengeDeclined => Some("mail-event-declined-lost"),
        NoticeKind::ChallengeLapsed => Some("mail-event-lapsed-lost"),
        _ => None,
    };
    if let Some(rule) = rule.filter(|_| note.rung.is_some()) {
        lines.push(t_args(lang, rule, &[("player", other.as_str().into())]));
    }
    Ok(Some(Section {
        heading: subject.clone(),
        subject,
        choices: Vec::new(),
        reply: None,
        is_turn: false,
        cut_off: None,
        recap: Vec::new(),
        lines,
        url: link(&format!("/events/{event}")),
        open: Some(t(lang, "mail-open-event").to_owned()),
    }))
}
