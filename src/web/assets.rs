//! Static files under names that carry a hash of their content
//! (`/static/site.3f2a9c01b4e7.css`), so that browsers may keep them for a
//! year: a changed file gets a new name, and pages link to the new name.
//! The plain names (`/static/site.css`) keep working, with a short cache, for
//! whatever still refers to them.
//!
//! The files are read and hashed once, at the first use after start-up, and
//! served from memory under their hashed names: the bytes served are the
//! bytes hashed, even if the file on disk changes while the server runs.

use crate::web::gzip_pieces::Piece;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{web, HttpResponse};
use flate2::Compression;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// What a hashed URL may be cached for: a year, and never revalidated.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// What a plain static URL may be cached for: its content may change.
pub const SHORT: &str = "public, max-age=300";

/// How many hex digits of the SHA-256 the name carries: 48 bits tell a
/// handful of files' versions apart.
const HASH_DIGITS: usize = 12;

pub struct Asset {
    pub hashed_name: String,
    pub content_type: String,
    pub bytes: web::Bytes,
}

/// The static files by their plain name.
pub struct Assets {
    by_name: HashMap<String, Asset>,
}

/// `site.css` with its content becomes `site.<hash>.css`.
pub fn hashed_name(name: &str, content: &[u8]) -> String {
    let digest = hex::encode(Sha256::digest(content));
    let hash = &digest[..HASH_DIGITS];
    match name.rsplit_once('.') {
        Some((stem, extension)) if !stem.is_empty() => format!("{stem}.{hash}.{extension}"),
        _ => format!("{name}.{hash}"),
    }
}

impl Assets {
    /// Reads every file directly in `dir`. A missing folder gives no assets:
    /// pages then link to the plain names, which answer 404 as before.
    pub fn load(dir: &Path) -> Assets {
        let mut by_name = HashMap::new();
        let entries = std::fs::read_dir(dir).into_iter().flatten().flatten();
        for entry in entries {
            let path = entry.path();
            let (Some(name), true) = (
                path.file_name().and_then(|name| name.to_str()),
                path.is_file(),
            ) else {
                continue;
            };
            let bytes = match std::fs::read(&path) {
                Ok(bytes) => bytes,
                Err(error) => {
                    tracing::warn!(%error, path = %path.display(), "reading a static file");
                    continue;
                }
            };
            let extension = name.rsplit_once('.').map_or("", |(_, extension)| extension);
            let content_type = actix_files::file_extension_to_mime(extension).to_string();
            by_name.insert(
                name.to_owned(),
                Asset {
                    hashed_name: hashed_name(name, &bytes),
                    content_type,
                    bytes: web::Bytes::from(bytes),
                },
            );
        }
        Assets { by_name }
    }

    /// The URL a page should use for the static file `name`.
    pub fn url(&self, name: &str) -> String {
        match self.by_name.get(name) {
            Some(asset) => format!("/static/{}", asset.hashed_name),
            None => format!("/static/{name}"),
        }
    }

    /// The static file `name`, as served.
    pub fn get(&self, name: &str) -> Option<&Asset> {
        self.by_name.get(name)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Asset> {
        self.by_name.values()
    }
}

/// The folder of static files: beside the binary's working directory when
/// deployed, else the source tree's.
pub fn static_dir() -> PathBuf {
    let beside = PathBuf::from("static");
    if beside.is_dir() {
        beside
    } else {
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/static"))
    }
}

/// The static files, read once.
pub fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(|| Assets::load(&static_dir()))
}

/// A stylesheet's text, to put in a page's `<style>`: a page then paints
/// without waiting for another round trip (on a slow phone, 400 ms or
/// more), at the cost of some 3 kB compressed per page.
pub fn inline_css(name: &str) -> Option<&'static str> {
    let asset = assets().get(name)?;
    if !name.ends_with(".css") {
        return None;
    }
    std::str::from_utf8(&asset.bytes).ok()
}

/// Each stylesheet `inline_css` puts in pages with its text compressed once,
/// at the best level: pages answered from pieces (`gzip_pieces`) take it
/// from here instead of compressing some 18 kB again for every request.
pub fn inline_style_pieces() -> &'static [(&'static str, Piece)] {
    static PIECES: OnceLock<Vec<(&'static str, Piece)>> = OnceLock::new();
    PIECES.get_or_init(|| {
        assets()
            .by_name
            .keys()
            .filter_map(|name| inline_css(name))
            .map(|css| (css, Piece::compress(css.as_bytes(), Compression::best())))
            .collect()
    })
}

/// The Content-Security-Policy sources that allow exactly the stylesheets
/// `inline_css` puts in pages: each one's SHA-256, so no other inline style
/// (one a visitor managed to inject) is applied.
pub fn inline_style_sources() -> &'static str {
    static SOURCES: OnceLock<String> = OnceLock::new();
    SOURCES.get_or_init(|| {
        use base64::Engine;
        let mut hashes: Vec<String> = assets()
            .by_name
            .iter()
            .filter(|(name, _)| name.ends_with(".css"))
            .map(|(_, asset)| {
                format!(
                    "'sha256-{}'",
                    base64::engine::general_purpose::STANDARD.encode(Sha256::digest(&asset.bytes))
                )
            })
            .collect();
        hashes.sort();
        hashes.join(" ")
    })
}

/// The URL of a static file, for templates (through `PageContext::static_url`).
pub fn url(name: &str) -> String {
    assets().url(name)
}

/// Routes every hashed name to its bytes, and the plain names to the folder
/// with a short cache. The hashed routes come first: the folder would not
/// know those names.
pub fn routes(cfg: &mut web::ServiceConfig) {
    for asset in assets().iter() {
        let (content_type, bytes) = (asset.content_type.clone(), asset.bytes.clone());
        cfg.route(
            &format!("/static/{}", asset.hashed_name),
            web::get().to(move || {
                let (content_type, bytes) = (content_type.clone(), bytes.clone());
                async move {
                    HttpResponse::Ok()
                        .content_type(content_type)
                        .insert_header((header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE)))
                        .body(bytes)
                }
            }),
        );
    }
    cfg.service(
        web::scope("/static")
            // Only where the handler set none: the folder's files.
            .wrap(
                actix_web::middleware::DefaultHeaders::new()
                    .add((header::CACHE_CONTROL, HeaderValue::from_static(SHORT))),
            )
            .service(actix_files::Files::new("", static_dir())),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_goes_before_the_extension_and_follows_the_content() {
        let first = hashed_name("site.css", b"body { color: black }");
        let again = hashed_name("site.css", b"body { color: black }");
        let changed = hashed_name("site.css", b"body { color: navy }");
        assert_eq!(first, again, "the same content, the same name");
        assert_ne!(first, changed, "new content, new name");
        let hash = first
            .strip_prefix("site.")
            .and_then(|rest| rest.strip_suffix(".css"))
            .unwrap();
        assert_eq!(hash.len(), HASH_DIGITS);
        assert!(hash.chars().all(|c| c.is_ascii_hexdigit()));
        assert!(hashed_name("LICENSE", b"MIT").starts_with("LICENSE."));
    }

    #[test]
    fn pages_link_to_the_hashed_name_and_unknown_files_keep_theirs() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("game.js"), b"'use strict';").unwrap();
        let assets = Assets::load(dir.path());
        assert_eq!(
            assets.url("game.js"),
            format!("/static/{}", hashed_name("game.js", b"'use strict';"))
        );
        assert_eq!(assets.url("missing.js"), "/static/missing.js");
    }
}
