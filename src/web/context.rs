//! What every page needs (who is looking, in which language and time zone, the
//! CSRF token, flash messages), and the form extractor that checks CSRF.

use super::error::AppError;
use super::session::{self, Flash, FlashLevel, SessionUser};
use crate::support::crypto;
use crate::support::i18n;
use crate::support::i18n::Lang;
use actix_session::{Session, SessionExt};
use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::{web, FromRequest, HttpMessage, HttpRequest};
use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::future::Future;
use std::pin::Pin;
use uuid::Uuid;

/// The shared context of every page.
pub struct PageContext {
    pub user: Option<SessionUser>,
    pub lang: Lang,
    pub tz: Tz,
    pub csrf: String,
    pub flashes: Vec<Flash>,
    pub show_mail_link: bool,
    pub session: Session,
    /// The client takes a gzip body (see `web::gzip_pieces`).
    pub accepts_gzip: bool,
    /// How many games wait for the logged-in user's decision, read with
    /// their session (the title and the menu say it; the page's script
    /// keeps it current through `/live/me`).
    pub waiting: Option<i64>,
}

pub fn request_lang(req: &HttpRequest, user: Option<&SessionUser>) -> Lang {
    user.and_then(|user| user.language.as_deref())
        .and_then(Lang::from_code)
        .or_else(|| {
            req.headers()
                .get("accept-language")
                .and_then(|value| value.to_str().ok())
                .and_then(i18n::from_accept_language)
        })
        .unwrap_or_default()
}

/// The cookie in which the pages' script keeps the browser's time zone.
pub const ZONE_COOKIE: &str = "tz";

/// The zone times are shown in: the one the account chose, or else the
/// browser's (`tz` cookie, set by `static/app.js`), or else UTC, named as
/// such. An account's UTC counts as not chosen, as the settings page reads
/// it: it is the default every account starts with (no zone came with a
/// sign-up without JavaScript, or through the API).
pub fn reader_zone(req: &HttpRequest, user: Option<&SessionUser>) -> Tz {
    let chosen = user
        .and_then(|user| user.time_zone.parse::<Tz>().ok())
        .filter(|zone| *zone != Tz::UTC);
    chosen
        .or_else(|| {
            req.cookie(ZONE_COOKIE)
                .and_then(|cookie| cookie.value().parse::<Tz>().ok())
        })
        .unwrap_or(Tz::UTC)
}

/// The login's user with their language, zone and look as the account has
/// them now (read with the session check), the cookie's copy brought up to
/// date when it differs: a change made on another device or through the
/// API shows here at once.
fn as_account_has_it(
    session: &actix_session::Session,
    mut user: SessionUser,
    profile: Option<crate::store::sessions::Profile>,
) -> SessionUser {
    let Some(profile) = profile else {
        return user;
    };
    let theme = crate::accounts::preferences::Theme::parse(&profile.theme).unwrap_or_default();
    if user.language != profile.language
        || user.time_zone != profile.time_zone
        || user.theme != theme
    {
        user.language = profile.language;
        user.time_zone = profile.time_zone;
        user.theme = theme;
        let _ = session.insert("user", &user);
    }
    user
}

/// The answer of [`verified_user`], kept in the request's extensions so the
/// session row is read once per request whichever extractor asks first.
#[derive(Clone)]
struct VerifiedUser(Option<SessionUser>);

/// How many games wait for the verified user, read with their session.
#[derive(Clone, Copy)]
struct WaitingForMe(i64);

/// The logged-in user of this request, checked against the server's session
/// rows: a cookie whose row is gone (logout, "end" in settings, a password
/// change or reset) is cleared and the request is served as logged out.
pub async fn verified_user(req: &HttpRequest) -> Result<Option<SessionUser>, AppError> {
    if let Some(VerifiedUser(user)) = req.extensions().get::<VerifiedUser>() {
        return Ok(user.clone());
    }
    let session = req.get_session();
    let user = match session::user(&session) {
        Some(user) => {
            let state = req
                .app_data::<web::Data<super::AppState>>()
                .ok_or_else(|| AppError::internal("no state"))?;
            match crate::store::sessions::is_live(&state.pool, user.session_id, user.id).await? {
                Some((waiting, profile)) => {
                    req.extensions_mut().insert(WaitingForMe(waiting));
                    Some(as_account_has_it(&session, user, profile))
                }
                None => {
                    session::clear(&session);
                    None
                }
            }
        }
        None => None,
    };
    req.extensions_mut().insert(VerifiedUser(user.clone()));
    Ok(user)
}

impl PageContext {
    /// The context for an error page, which may be rendered before or without
    /// the session check: it uses the checked user when there is one, and
    /// otherwise shows the page as logged out.
    pub fn for_error_page(req: &HttpRequest) -> PageContext {
        let user = req
            .extensions()
            .get::<VerifiedUser>()
            .and_then(|verified| verified.0.clone());
        PageContext::build(req, user)
    }

    fn build(req: &HttpRequest, user: Option<SessionUser>) -> PageContext {
        let session = req.get_session();
        let lang = request_lang(req, user.as_ref());
        let tz = reader_zone(req, user.as_ref());
        let show_mail_link = req
            .app_data::<web::Data<super::AppState>>()
            .is_some_and(|state| state.local_mail);
        let waiting = user.as_ref().and_then(|_| {
            req.extensions()
                .get::<WaitingForMe>()
                .map(|waiting| waiting.0)
        });
        PageContext {
            waiting,
            csrf: session::csrf_token(&session),
            flashes: session::take_flashes(&session),
            user,
            lang,
            tz,
            show_mail_link,
            session,
            accepts_gzip: super::gzip_pieces::accepts_gzip(req),
        }
    }

    /// The URL of a static file under its content-hashed name. (Not named
    /// `asset`: the translation check reads every `t("` in the templates.)
    pub fn static_url(&self, name: &str) -> String {
        crate::web::assets::url(name)
    }

    /// A stylesheet's text for the page's `<style>` (`None`: link it).
    pub fn inline_css(&self, name: &str) -> Option<&'static str> {
        crate::web::assets::inline_css(name)
    }

    /// The page title's prefix: how many games wait for the viewer, "(2) ".
    pub fn waiting_prefix(&self) -> String {
        match self.waiting {
            Some(count) if count > 0 => format!("({count}) "),
            _ => String::new(),
        }
    }

    pub fn t(&self, key: &str) -> &'static str {
        i18n::t(self.lang, key)
    }

    /// A message with one numeric argument, for templates: the number also
    /// picks the plural form (`ctx.tn("game-new-since", "count", n)`).
    pub fn tn(&self, key: &str, name: &str, number: i64) -> String {
        i18n::t_args(self.lang, key, &[(name, number.into())])
    }

    pub fn lang_code(&self) -> &'static str {
        self.lang.code()
    }

    /// The zone the account itself keeps (its settings, its mail, its
    /// vacation's days), whatever zone the page shows times in.
    pub fn account_zone(&self) -> Tz {
        self.user
            .as_ref()
            .and_then(|user| user.time_zone.parse().ok())
            .unwrap_or(Tz::UTC)
    }

    /// A time in the viewer's zone, with the zone named: deadlines are absolute.
    pub fn time(&self, at: &DateTime<Utc>) -> String {
        i18n::date_time(self.lang, &at.with_timezone(&self.tz))
    }

    /// The day a moment falls on in the viewer's zone.
    pub fn date(&self, at: &DateTime<Utc>) -> String {
        i18n::date(self.lang, &at.with_timezone(&self.tz))
    }

    /// The theme chosen in the settings (`None`: as the device asks, which
    /// the stylesheet follows through `prefers-color-scheme`).
    pub fn theme(&self) -> Option<&'static str> {
        use crate::accounts::preferences::Theme;
        match self.user.as_ref().map(|user| user.theme) {
            Some(Theme::Light) => Some("light"),
            Some(Theme::Dark) => Some("dark"),
            _ => None,
        }
    }

    /// The colour schemes the page is drawn for (`<meta name="color-scheme">`:
    /// form controls and scroll bars follow it).
    pub fn color_scheme(&self) -> &'static str {
        self.theme().unwrap_or("light dark")
    }

    pub fn require_user(&self) -> Result<&SessionUser, AppError> {
        self.user.as_ref().ok_or(AppError::LoginRequired)
    }

    pub fn flash(&self, level: FlashLevel, key: &str) {
        session::flash(&self.session, level, key, None);
    }

    pub fn flash_detail(&self, level: FlashLevel, key: &str, detail: String) {
        session::flash(&self.session, level, key, Some(detail));
    }

    pub fn is_error(flash: &Flash) -> bool {
        flash.level == FlashLevel::Error
    }
}

impl FromRequest for PageContext {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let user = verified_user(&req).await?;
            Ok(PageContext::build(&req, user))
        })
    }
}

/// The context of a page that checks the login inside its own one read of
/// the database (the game page: `store::games::load_for` reads the session
/// row with the game). Until [`settle`](Self::settle), the user is only
/// claimed by the signed cookie and must not be trusted with anything.
pub struct ClaimedPageContext {
    req: HttpRequest,
    claimed: Option<SessionUser>,
}

impl ClaimedPageContext {
    /// The user the cookie names (not yet checked).
    pub fn claimed_user(&self) -> Option<Uuid> {
        self.claimed.as_ref().map(|user| user.id)
    }

    /// The server-side session the cookie names (not yet checked).
    pub fn claimed_session(&self) -> Option<Uuid> {
        self.claimed.as_ref().map(|user| user.session_id)
    }

    /// The page's context once the read said whether the claimed session is
    /// live (`seen_at`, its last use) for the claimed user: as for
    /// [`verified_user`], a session whose row is gone is cleared and the
    /// page is served as logged out.
    pub async fn settle(
        self,
        seen_at: Option<DateTime<Utc>>,
        waiting: Option<i64>,
        profile: Option<&str>,
    ) -> Result<PageContext, AppError> {
        let user = match (self.claimed, seen_at) {
            (Some(user), Some(seen_at)) => {
                if let Some(waiting) = waiting {
                    self.req.extensions_mut().insert(WaitingForMe(waiting));
                }
                let state = self
                    .req
                    .app_data::<web::Data<super::AppState>>()
                    .ok_or_else(|| AppError::internal("no state"))?;
                crate::accounts::sessions::touch_if_due(&state.pool, user.session_id, seen_at)
                    .await?;
                let profile = profile.and_then(crate::store::sessions::Profile::parse);
                Some(as_account_has_it(&self.req.get_session(), user, profile))
            }
            (Some(_), None) => {
                session::clear(&self.req.get_session());
                None
            }
            (None, _) => None,
        };
        self.req.extensions_mut().insert(VerifiedUser(user.clone()));
        Ok(PageContext::build(&self.req, user))
    }

    /// The context as any other page has it, checking the login by itself
    /// (for a request that did not read the session with its game).
    pub async fn verify(self) -> Result<PageContext, AppError> {
        let user = verified_user(&self.req).await?;
        Ok(PageContext::build(&self.req, user))
    }
}

impl FromRequest for ClaimedPageContext {
    type Error = AppError;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let claimed = session::user(&req.get_session());
        std::future::ready(Ok(ClaimedPageContext {
            req: req.clone(),
            claimed,
        }))
    }
}

#[derive(Deserialize)]
struct CsrfField {
    csrf: Option<String>,
}

/// The fields of a form that may hold several lines (talk posts, edits,
/// notes): the only ones where tabs and line breaks are allowed.
const MULTI_LINE_FIELDS: &[&str] = &["body"];

/// No field of any form holds a control character (tabs and line breaks
/// only in multi-line fields), whatever type the handler reads it as: a NUL
/// must never reach PostgreSQL, nor a line break a header. The typed checks
/// of `crate::support::input` come after this one.
fn refuse_control_characters(body: &[u8]) -> Result<(), AppError> {
    use crate::support::input::{forbidden_control, InputError, Lines, Problem};
    let fields: Vec<(String, String)> = serde_urlencoded::from_bytes(body).unwrap_or_default();
    for (name, value) in fields {
        let lines = if MULTI_LINE_FIELDS.contains(&name.as_str()) {
            Lines::Many
        } else {
            Lines::One
        };
        let found =
            forbidden_control(&name, Lines::One).or_else(|| forbidden_control(&value, lines));
        if let Some(c) = found {
            return Err(InputError::new(name, Problem::ControlCharacter(c)).into());
        }
    }
    Ok(())
}

/// A urlencoded form that passed the CSRF checks: the request did not come
/// from another site, and its `csrf` field equals the session's token.
pub struct CheckedForm<T>(pub T);

impl<T: DeserializeOwned + 'static> FromRequest for CheckedForm<T> {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let req = req.clone();
        let body = web::Bytes::from_request(&req, payload);
        Box::pin(async move {
            let cross_site = req
                .headers()
                .get("sec-fetch-site")
                .and_then(|value| value.to_str().ok())
                .is_some_and(|site| site == "cross-site");
            let body = body.await.map_err(|error| {
                if error.as_response_error().status_code() == StatusCode::PAYLOAD_TOO_LARGE {
                    AppError::Refused {
                        status: StatusCode::PAYLOAD_TOO_LARGE,
                        key: "error-too-large",
                        detail: None,
                    }
                } else {
                    AppError::BadRequest(error.to_string())
                }
            })?;
            let session = req.get_session();
            let expected = session::existing_csrf_token(&session);
            let sent = serde_urlencoded::from_bytes::<CsrfField>(&body)
                .ok()
                .and_then(|field| field.csrf);
            match (expected, sent) {
                (Some(expected), Some(sent))
                    if !cross_site && crypto::same_secret(&expected, &sent) => {}
                _ => return Err(AppError::Csrf),
            }
            // A form sent from an ended session must not act as its user.
            if session::user(&session).is_some() && verified_user(&req).await?.is_none() {
                return Err(AppError::LoginRequired);
            }
            refuse_control_characters(&body)?;
            serde_urlencoded::from_bytes::<T>(&body)
                .map(CheckedForm)
                .map_err(|error| AppError::BadRequest(error.to_string()))
        })
    }
}
