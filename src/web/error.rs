//! The one application error type, mapped to HTTP once, here. Pages get a
//! friendly page in the user's language; the API gets JSON. Internal errors
//! are logged and stay opaque to the user.

use crate::accounts::AccountError;
use crate::computer::ShareError;
use crate::games::{Explanation, Rejection};
use crate::lobby::LobbyError;
use crate::play::PlayError;
use crate::store::StoreError;
use crate::tournaments::TournamentError;
use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("not found")]
    NotFound,
    #[error("forbidden: {0}")]
    Forbidden(&'static str),
    #[error("login required")]
    LoginRequired,
    #[error("missing or wrong CSRF token")]
    Csrf,
    #[error("bad request: {0}")]
    BadRequest(String),
    /// Text that breaks its field's rules: 400 when malformed (a control
    /// character), 422 when well-formed but refused (too long, a look-alike name).
    #[error("bad input: {0}")]
    Input(#[from] crate::support::input::InputError),
    /// A user-facing refusal with a translation key (and maybe more text).
    #[error("refused: {key}")]
    Refused {
        status: StatusCode,
        key: &'static str,
        detail: Option<Explanation>,
    },
    /// A rate limit was reached: 429 with `Retry-After`.
    #[error("rate limited: {key}")]
    RateLimited {
        key: &'static str,
        retry_after_secs: u64,
    },
    #[error("the game has moved on")]
    Stale { game: Uuid, current: i64 },
    #[error("illegal: {0}")]
    Illegal(Explanation),
    /// The database cannot be reached right now (down, restarting, or no
    /// connection free in time): nothing was changed and the request may be
    /// retried, so this is a 503, not an internal error.
    #[error("database unavailable: {0}")]
    Unavailable(String),
    #[error("internal: {0}")]
    Internal(String),
}

/// How long clients are told to wait before retrying while the database is down.
pub(crate) const RETRY_AFTER_SECONDS: &str = "5";

impl AppError {
    pub fn internal(error: impl std::fmt::Display) -> AppError {
        AppError::Internal(error.to_string())
    }

    /// A field that the site's own forms always send well came wrong: 400,
    /// naming the field (in the reader's language: "Field: seats").
    pub fn bad_field(field: &str) -> AppError {
        use scriptorium_games::{Arg, Message};
        AppError::Refused {
            status: StatusCode::BAD_REQUEST,
            key: "error-bad-request",
            detail: Some(Explanation(
                Message::new("input-field").with("field", Arg::Text(field.to_owned())),
            )),
        }
    }

    /// A request refused in words of its own (`key`): 400.
    pub fn bad_request(key: &'static str) -> AppError {
        refused(StatusCode::BAD_REQUEST, key)
    }

    /// A `pick` (a choice on the board) that no page of the site makes.
    pub fn bad_pick(error: crate::web::boards::pick::PickError) -> AppError {
        use crate::web::boards::pick::{PickError, MAX_STEPS};
        use scriptorium_games::Message;
        let detail = match error {
            PickError::TooLong => Message::new("game-pick-too-long").with("max", MAX_STEPS as i64),
            PickError::BadToken => Message::new("game-pick-bad-step"),
        };
        AppError::Refused {
            status: StatusCode::BAD_REQUEST,
            key: "error-bad-request",
            detail: Some(Explanation(detail)),
        }
    }

    /// A date field that does not hold a date (or one out of range): 400.
    pub fn bad_date(text: &str) -> AppError {
        use scriptorium_games::{Arg, Message};
        AppError::Refused {
            status: StatusCode::BAD_REQUEST,
            key: "error-bad-date",
            detail: Some(Explanation(
                Message::new("error-not-a-date")
                    .with("text", Arg::Text(text.chars().take(40).collect())),
            )),
        }
    }

    /// A failure of the layers below: "unavailable" when it comes from the
    /// database being unreachable, otherwise internal.
    fn failure(error: impl std::error::Error + 'static) -> AppError {
        if database_unavailable(&error) {
            AppError::Unavailable(error.to_string())
        } else {
            AppError::internal(error)
        }
    }

    /// The translation key of the message shown to the user.
    pub fn message_key(&self) -> &'static str {
        match self {
            AppError::NotFound => "error-not-found",
            AppError::Forbidden(key) => key,
            AppError::LoginRequired => "error-login-required",
            AppError::Csrf => "error-csrf",
            AppError::BadRequest(_) => "error-bad-request",
            AppError::Input(error) => error.message_key(),
            AppError::Refused { key, .. } => key,
            AppError::RateLimited { key, .. } => key,
            AppError::Stale { .. } => "game-stale",
            AppError::Illegal(_) => "game-illegal",
            AppError::Unavailable(_) => "error-unavailable",
            AppError::Internal(_) => "error-internal",
        }
    }

    /// Extra text shown below the message, said in the reader's language.
    pub fn detail(&self) -> Option<Explanation> {
        match self {
            AppError::Illegal(explanation) => Some(explanation.clone()),
            AppError::Refused { detail, .. } => detail.clone(),
            AppError::BadRequest(detail) => Some(Explanation::verbatim(detail.as_str())),
            AppError::Input(error) => Some(input_detail(error)),
            _ => None,
        }
    }

    /// A stable machine-readable code for the API.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::NotFound => "not_found",
            AppError::Forbidden(_) => "forbidden",
            AppError::LoginRequired => "unauthorized",
            AppError::Csrf => "csrf",
            AppError::BadRequest(_) => "bad_request",
            AppError::Input(_) => "invalid_input",
            AppError::Refused { .. } => "refused",
            AppError::RateLimited { .. } => "rate_limited",
            AppError::Stale { .. } => "stale",
            AppError::Illegal(_) => "illegal",
            AppError::Unavailable(_) => "unavailable",
            AppError::Internal(_) => "internal",
        }
    }
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        match self {
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::Forbidden(_) | AppError::Csrf => StatusCode::FORBIDDEN,
            AppError::LoginRequired => StatusCode::UNAUTHORIZED,
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Input(error) if error.is_malformed() => StatusCode::BAD_REQUEST,
            AppError::Input(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Refused { status, .. } => *status,
            AppError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Stale { .. } => StatusCode::CONFLICT,
            AppError::Illegal(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        // The body is rendered by the error-page middleware, which knows the
        // request (its language, whether it is an API call).
        match self {
            AppError::Internal(detail) => tracing::error!(%detail, "internal error"),
            AppError::Unavailable(detail) => {
                tracing::warn!(%detail, "database unavailable");
                return HttpResponse::build(self.status_code())
                    .insert_header(("retry-after", RETRY_AFTER_SECONDS))
                    .finish();
            }
            _ => {}
        }
        let mut response = HttpResponse::build(self.status_code());
        if let AppError::RateLimited {
            retry_after_secs, ..
        } = self
        {
            response.insert_header((header::RETRY_AFTER, *retry_after_secs));
        }
        response.finish()
    }
}

impl From<crate::rate_limit::LimitError> for AppError {
    fn from(error: crate::rate_limit::LimitError) -> Self {
        use crate::rate_limit::LimitError;
        match error {
            LimitError::Exceeded {
                message_key,
                retry_after_secs,
            } => AppError::RateLimited {
                key: message_key,
                retry_after_secs,
            },
            LimitError::Store(error) => AppError::internal(error),
        }
    }
}

/// Whether `sqlx` says, anywhere down the chain of causes, that the database
/// cannot be reached; the domain errors wrap store errors transparently.
fn database_unavailable(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(error);
    while let Some(error) = cause {
        if error
            .downcast_ref::<sqlx::Error>()
            .is_some_and(crate::store::is_unavailable)
        {
            return true;
        }
        cause = error.source();
    }
    false
}

/// Names the field and, for length limits, the limit, in the reader's language.
/// The field's name is the client's own (it may be anything): shown escaped
/// for the reader, control characters spelled out.
fn input_detail(error: &crate::support::input::InputError) -> Explanation {
    use crate::support::input::Problem;
    use scriptorium_games::{Arg, Message};
    let field: String = error.field.escape_debug().take(60).collect();
    let field = Arg::Text(field);
    Explanation(match &error.problem {
        Problem::ControlCharacter(c) => Message::new("input-field-character")
            .with("field", field)
            .with("code", Arg::Text(format!("U+{:04X}", *c as u32))),
        Problem::TooLong { max } => Message::new("input-field-at-most")
            .with("field", field)
            .with("max", *max),
        Problem::TooShort { min } => Message::new("input-field-at-least")
            .with("field", field)
            .with("min", *min),
        _ => Message::new("input-field").with("field", field),
    })
}

impl From<StoreError> for AppError {
    fn from(error: StoreError) -> Self {
        AppError::failure(error)
    }
}

impl From<sqlx::Error> for AppError {
    fn from(error: sqlx::Error) -> Self {
        AppError::failure(error)
    }
}

fn refused(status: StatusCode, key: &'static str) -> AppError {
    AppError::Refused {
        status,
        key,
        detail: None,
    }
}

impl From<crate::clocks::vacation::VacationError> for AppError {
    fn from(error: crate::clocks::vacation::VacationError) -> Self {
        use crate::clocks::vacation::VacationError;
        use scriptorium_games::{Arg, Message};
        match error {
            VacationError::NotEnough { left_seconds } => AppError::Refused {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                key: "settings-away-not-enough",
                detail: Some(Explanation(
                    Message::new("settings-vacation-left")
                        .with("days", Arg::Number(left_seconds / 86_400))
                        .with("hours", Arg::Number(left_seconds % 86_400 / 3600)),
                )),
            },
            VacationError::Store(error) => error.into(),
        }
    }
}

impl From<crate::accounts::settings::SettingsError> for AppError {
    fn from(error: crate::accounts::settings::SettingsError) -> Self {
        use crate::accounts::settings::SettingsError;
        use scriptorium_games::{Arg, Message};
        let in_words = |status, key| AppError::Refused {
            status,
            key,
            detail: None,
        };
        match error {
            SettingsError::UnknownLanguage => AppError::bad_field("language"),
            SettingsError::UnknownTheme => AppError::bad_field("theme"),
            SettingsError::BadMail => AppError::bad_field("mail"),
            SettingsError::UnknownTimeZone(zone) => AppError::Refused {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                key: "settings-bad-time-zone",
                detail: Some(Explanation(
                    Message::new("settings-not-a-time-zone")
                        .with("zone", Arg::Text(zone.chars().take(60).collect())),
                )),
            },
            SettingsError::QuietHours => {
                in_words(StatusCode::BAD_REQUEST, "settings-quiet-both-hours")
            }
            SettingsError::QuietEveryDay => {
                in_words(StatusCode::BAD_REQUEST, "settings-quiet-every-day")
            }
            SettingsError::TooManyDaysOff => in_words(
                StatusCode::UNPROCESSABLE_ENTITY,
                "settings-days-off-too-many",
            ),
            SettingsError::BadDate(date) => AppError::bad_date(&date.to_string()),
            SettingsError::NoAccount => AppError::LoginRequired,
            SettingsError::NoGame => AppError::NotFound,
            SettingsError::NotAPlayer => AppError::Forbidden("talk-players-only"),
            SettingsError::Vacation(error) => error.into(),
            SettingsError::Store(error) => error.into(),
        }
    }
}

impl From<crate::moderation::ModerationError> for AppError {
    fn from(error: crate::moderation::ModerationError) -> Self {
        use crate::moderation::ModerationError;
        match error {
            ModerationError::NoSuchPlayer | ModerationError::NoSuchMessage => AppError::NotFound,
            ModerationError::NotAdmin => AppError::NotFound,
            ModerationError::Yourself => {
                refused(StatusCode::UNPROCESSABLE_ENTITY, "moderation-yourself")
            }
            ModerationError::AdminAccount => {
                refused(StatusCode::FORBIDDEN, "moderation-admin-account")
            }
            ModerationError::GameNotRunning => {
                refused(StatusCode::CONFLICT, "moderation-game-not-running")
            }
            ModerationError::NoSuchReport => {
                refused(StatusCode::CONFLICT, "moderation-no-such-report")
            }
            ModerationError::Event(event) => event.into(),
            ModerationError::Limited(limit) => limit.into(),
            ModerationError::Play(play) => play.into(),
            ModerationError::Store(error) => error.into(),
        }
    }
}

impl From<PlayError> for AppError {
    fn from(error: PlayError) -> Self {
        match error {
            PlayError::NotFound => AppError::NotFound,
            PlayError::NotSeated => AppError::Forbidden("game-not-seated"),
            PlayError::NotActive => refused(StatusCode::CONFLICT, "game-not-active"),
            PlayError::Stale { current } => AppError::Stale {
                game: Uuid::nil(),
                current,
            },
            PlayError::Rejected(Rejection::Illegal(explanation)) => AppError::Illegal(explanation),
            PlayError::Rejected(Rejection::Malformed(detail)) => AppError::BadRequest(detail),
            PlayError::NothingToTakeBack => refused(
                StatusCode::UNPROCESSABLE_ENTITY,
                "game-nothing-to-take-back",
            ),
            PlayError::Resigned => refused(StatusCode::CONFLICT, "game-resigned"),
            PlayError::Paused => refused(StatusCode::CONFLICT, "game-paused"),
            PlayError::NotPaused => refused(StatusCode::CONFLICT, "game-not-paused"),
            PlayError::ProposalPending => refused(StatusCode::CONFLICT, "agreement-pending"),
            PlayError::NoProposal => refused(StatusCode::CONFLICT, "agreement-none"),
            PlayError::AlreadyAnswered => refused(StatusCode::CONFLICT, "agreement-answered"),
            PlayError::Limited(error) => error.into(),
            PlayError::Store(error) => AppError::failure(error),
        }
    }
}

/// An event's refusal is a conflict with its rules (409), said in words.
impl From<TournamentError> for AppError {
    fn from(error: TournamentError) -> Self {
        match error {
            TournamentError::NotFound => AppError::NotFound,
            TournamentError::Limited(limit) => limit.into(),
            TournamentError::Play(play) => play.into(),
            TournamentError::Store(store) => store.into(),
            TournamentError::NotOrganizer => AppError::Forbidden("events-not-organizer"),
            // The request itself is wrong (422); a refusal of the event's
            // rules is a conflict with the event as it stands (409).
            other @ (TournamentError::UnknownGame
            | TournamentError::BadSeats
            | TournamentError::BadTimeControl
            | TournamentError::BadName
            | TournamentError::NoSuchPlayer) => AppError::Refused {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                key: other.message_key().unwrap_or("error-internal"),
                detail: None,
            },
            other => AppError::Refused {
                status: StatusCode::CONFLICT,
                key: other.message_key().unwrap_or("error-internal"),
                detail: None,
            },
        }
    }
}

impl From<LobbyError> for AppError {
    fn from(error: LobbyError) -> Self {
        match (&error, error.message_key()) {
            (LobbyError::NotFound, _) => AppError::NotFound,
            (LobbyError::NotCreator | LobbyError::NotIn, _) => {
                AppError::Forbidden("error-forbidden")
            }
            (LobbyError::BadOption(explanation), Some(key)) => AppError::Refused {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                key,
                detail: Some(explanation.clone()),
            },
            (LobbyError::Full | LobbyError::NotOpen | LobbyError::AlreadyIn, Some(key)) => {
                refused(StatusCode::CONFLICT, key)
            }
            // As many games as allowed are under way: one must end first.
            (LobbyError::ComputerShare(ShareError::TooManyRunning { .. }), Some(key)) => {
                refused(StatusCode::CONFLICT, key)
            }
            (LobbyError::ComputerShare(ShareError::TooFast { retry_after_secs }), Some(key)) => {
                AppError::RateLimited {
                    key,
                    retry_after_secs: *retry_after_secs,
                }
            }
            (
                LobbyError::InvitationNeeded | LobbyError::CreatorCannotLeave | LobbyError::Blocked,
                Some(key),
            ) => refused(StatusCode::FORBIDDEN, key),
            (_, Some(key)) => refused(StatusCode::UNPROCESSABLE_ENTITY, key),
            (_, None) => match error {
                LobbyError::Play(play) => play.into(),
                other => AppError::failure(other),
            },
        }
    }
}

impl From<AccountError> for AppError {
    fn from(error: AccountError) -> Self {
        if let AccountError::RateLimited { retry_after_secs } = error {
            return AppError::RateLimited {
                key: "account-rate-limited",
                retry_after_secs,
            };
        }
        if let AccountError::Busy = error {
            return AppError::Unavailable(error.to_string());
        }
        match error.message_key() {
            Some("account-bad-login") => refused(StatusCode::UNAUTHORIZED, "account-bad-login"),
            Some("account-taken") => refused(StatusCode::CONFLICT, "account-taken"),
            Some("account-blocked") => refused(StatusCode::FORBIDDEN, "account-blocked"),
            Some(key) => refused(StatusCode::UNPROCESSABLE_ENTITY, key),
            None => AppError::failure(error),
        }
    }
}

impl From<crate::watch::WatchError> for AppError {
    fn from(error: crate::watch::WatchError) -> Self {
        use crate::watch::WatchError;
        match error {
            WatchError::NotFound => AppError::NotFound,
            WatchError::FollowSelf => AppError::bad_request("watch-follow-self"),
            WatchError::Input(error) => error.into(),
            WatchError::Store(error) => error.into(),
        }
    }
}

impl From<crate::archive::ArchiveError> for AppError {
    fn from(error: crate::archive::ArchiveError) -> Self {
        use crate::archive::ArchiveError;
        match error {
            ArchiveError::NotFound => AppError::NotFound,
            ArchiveError::Input(error) => error.into(),
            ArchiveError::Store(error) => error.into(),
        }
    }
}

impl From<crate::accounts::IssueError> for AppError {
    fn from(error: crate::accounts::IssueError) -> Self {
        match error {
            crate::accounts::IssueError::Account(error) => error.into(),
            crate::accounts::IssueError::Limited(error) => error.into(),
        }
    }
}

impl From<crate::accounts::lifecycle::LifecycleError> for AppError {
    fn from(error: crate::accounts::lifecycle::LifecycleError) -> Self {
        use crate::accounts::lifecycle::LifecycleError;
        match error {
            LifecycleError::Account(error) => error.into(),
            LifecycleError::LinkInvalid => refused(StatusCode::GONE, "account-email-link-invalid"),
            LifecycleError::EmailTaken => refused(StatusCode::CONFLICT, "account-email-taken"),
            LifecycleError::SameEmail => {
                refused(StatusCode::UNPROCESSABLE_ENTITY, "account-email-same")
            }
            LifecycleError::NotConfirmed => refused(
                StatusCode::UNPROCESSABLE_ENTITY,
                "account-delete-unconfirmed",
            ),
            LifecycleError::NeedsPassword => {
                refused(StatusCode::FORBIDDEN, "account-email-needs-password")
            }
        }
    }
}

impl From<crate::games::Corrupt> for AppError {
    fn from(error: crate::games::Corrupt) -> Self {
        AppError::internal(error)
    }
}

impl From<crate::talk::TalkError> for AppError {
    fn from(error: crate::talk::TalkError) -> Self {
        use crate::talk::TalkError;
        match (&error, error.message_key()) {
            (TalkError::NotFound, _) => AppError::NotFound,
            (TalkError::MuteSelf, Some(key)) => refused(StatusCode::BAD_REQUEST, key),
            (
                TalkError::CannotRead
                | TalkError::PlayersOnly
                | TalkError::NotYours
                | TalkError::CreatorOnly,
                Some(key),
            ) => AppError::Forbidden(key),
            (_, Some(key)) => refused(StatusCode::UNPROCESSABLE_ENTITY, key),
            (_, None) => AppError::failure(error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_outage_inside_a_domain_error_is_a_503_with_retry_after() {
        let outage = LobbyError::Store(StoreError::Database(sqlx::Error::PoolTimedOut));
        let error = AppError::from(outage);
        assert!(matches!(error, AppError::Unavailable(_)), "{error:?}");
        assert_eq!(error.status_code(), StatusCode::SERVICE_UNAVAILABLE);
        let response = error.error_response();
        assert!(response.headers().contains_key("retry-after"));
    }

    #[test]
    fn other_database_errors_stay_internal() {
        let error = AppError::from(PlayError::Store(StoreError::Database(
            sqlx::Error::RowNotFound,
        )));
        assert_eq!(error.status_code(), StatusCode::INTERNAL_SERVER_ERROR);
    }
}
