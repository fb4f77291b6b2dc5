//! The one application error type, mapped to HTTP once, here. Pages get a
//! friendly page in the user's language; the API gets JSON. Internal errors
//! are logged and stay opaque to the user.

use crate::accounts::AccountError;
use crate::games::{Explanation, Rejection};
use crate::lobby::LobbyError;
use crate::play::PlayError;
use crate::store::StoreError;
use actix_web::http::StatusCode;
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
    Input(#[from] crate::input::InputError),
    /// A user-facing refusal with a translation key (and maybe more text).
    #[error("refused: {key}")]
    Refused {
        status: StatusCode,
        key: &'static str,
        detail: Option<Explanation>,
    },
    #[error("the game has moved on")]
    Stale { game: Uuid, current: i64 },
    #[error("illegal: {}", .0.en)]
    Illegal(Explanation),
    #[error("internal: {0}")]
    Internal(String),
}

impl AppError {
    pub fn internal(error: impl std::fmt::Display) -> AppError {
        AppError::Internal(error.to_string())
    }

    /// The translation key of the message shown to the user.
    pub fn message_key(&self) -> &'static str {
        match self {
            AppError::NotFound => "error.not_found",
            AppError::Forbidden(key) => key,
            AppError::LoginRequired => "error.login_required",
            AppError::Csrf => "error.csrf",
            AppError::BadRequest(_) => "error.bad_request",
            AppError::Input(error) => error.message_key(),
            AppError::Refused { key, .. } => key,
            AppError::Stale { .. } => "game.stale",
            AppError::Illegal(_) => "game.illegal",
            AppError::Internal(_) => "error.internal",
        }
    }

    /// Extra text shown below the message (already in both languages).
    pub fn detail(&self) -> Option<Explanation> {
        match self {
            AppError::Illegal(explanation) => Some(explanation.clone()),
            AppError::Refused { detail, .. } => detail.clone(),
            AppError::BadRequest(detail) => Some(Explanation {
                en: detail.clone(),
                fr: detail.clone(),
            }),
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
            AppError::Stale { .. } => "stale",
            AppError::Illegal(_) => "illegal",
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
            AppError::Stale { .. } => StatusCode::CONFLICT,
            AppError::Illegal(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        // The body is rendered by the error-page middleware, which knows the
        // request (its language, whether it is an API call).
        if let AppError::Internal(detail) = self {
            tracing::error!(%detail, "internal error");
        }
        HttpResponse::build(self.status_code()).finish()
    }
}

/// Names the field and, for length limits, the limit, in both languages.
/// The field's name is the client's own (it may be anything): shown escaped
/// for the reader, control characters spelled out.
fn input_detail(error: &crate::input::InputError) -> Explanation {
    use crate::input::Problem;
    use scriptorium_games::Lang;
    let field: String = error.field.escape_debug().take(60).collect();
    let say = |lang: Lang| {
        // "Field:" / "Champ :": the colon's spacing is the language's.
        let mut text = format!("{} {field}", crate::i18n::t(lang, "input.field"));
        match &error.problem {
            Problem::ControlCharacter(c) => text.push_str(&format!(
                " ({} U+{:04X})",
                crate::i18n::t(lang, "input.character"),
                *c as u32
            )),
            Problem::TooLong { max } => text.push_str(&format!(
                " ({} {max})",
                crate::i18n::t(lang, "input.at_most")
            )),
            Problem::TooShort { min } => text.push_str(&format!(
                " ({} {min})",
                crate::i18n::t(lang, "input.at_least")
            )),
            _ => {}
        }
        text
    };
    Explanation {
        en: say(Lang::En),
        fr: say(Lang::Fr),
    }
}

impl From<StoreError> for AppError {
    fn from(error: StoreError) -> Self {
        AppError::internal(error)
    }
}

impl From<sqlx::Error> for AppError {
    fn from(error: sqlx::Error) -> Self {
        AppError::internal(error)
    }
}

fn refused(status: StatusCode, key: &'static str) -> AppError {
    AppError::Refused {
        status,
        key,
        detail: None,
    }
}

impl From<PlayError> for AppError {
    fn from(error: PlayError) -> Self {
        match error {
            PlayError::NotFound => AppError::NotFound,
            PlayError::NotSeated => AppError::Forbidden("game.not_seated"),
            PlayError::NotActive => refused(StatusCode::CONFLICT, "game.not_active"),
            PlayError::Stale { current } => AppError::Stale {
                game: Uuid::nil(),
                current,
            },
            PlayError::Rejected(Rejection::Illegal(explanation)) => AppError::Illegal(explanation),
            PlayError::Rejected(Rejection::Malformed(detail)) => AppError::BadRequest(detail),
            PlayError::NothingToTakeBack => refused(
                StatusCode::UNPROCESSABLE_ENTITY,
                "game.nothing_to_take_back",
            ),
            PlayError::Store(error) => AppError::internal(error),
        }
    }
}

impl From<LobbyError> for AppError {
    fn from(error: LobbyError) -> Self {
        match (&error, error.message_key()) {
            (LobbyError::NotFound, _) => AppError::NotFound,
            (LobbyError::NotCreator | LobbyError::NotIn, _) => {
                AppError::Forbidden("error.forbidden")
            }
            (LobbyError::BadOption(explanation), Some(key)) => AppError::Refused {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                key,
                detail: Some(explanation.clone()),
            },
            (LobbyError::Full | LobbyError::NotOpen | LobbyError::AlreadyIn, Some(key)) => {
                refused(StatusCode::CONFLICT, key)
            }
            (LobbyError::InvitationNeeded | LobbyError::CreatorCannotLeave, Some(key)) => {
                refused(StatusCode::FORBIDDEN, key)
            }
            (_, Some(key)) => refused(StatusCode::UNPROCESSABLE_ENTITY, key),
            (_, None) => match error {
                LobbyError::Play(play) => play.into(),
                other => AppError::internal(other),
            },
        }
    }
}

impl From<AccountError> for AppError {
    fn from(error: AccountError) -> Self {
        match error.message_key() {
            Some("account.rate_limited") => {
                refused(StatusCode::TOO_MANY_REQUESTS, "account.rate_limited")
            }
            Some("account.bad_login") => refused(StatusCode::UNAUTHORIZED, "account.bad_login"),
            Some("account.taken") => refused(StatusCode::CONFLICT, "account.taken"),
            Some(key) => refused(StatusCode::UNPROCESSABLE_ENTITY, key),
            None => AppError::internal(error),
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
            (
                TalkError::CannotRead
                | TalkError::PlayersOnly
                | TalkError::NotYours
                | TalkError::CreatorOnly,
                Some(key),
            ) => AppError::Forbidden(key),
            (_, Some(key)) => refused(StatusCode::UNPROCESSABLE_ENTITY, key),
            (_, None) => AppError::internal(error),
        }
    }
}
