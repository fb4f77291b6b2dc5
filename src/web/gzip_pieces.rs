//! A gzip body assembled from pieces compressed apart, so that a piece many
//! responses share (a game's board, ~50 KB of SVG) is compressed once, not
//! once per request.
//!
//! DEFLATE allows it: a piece compressed on its own (or after a full flush)
//! and ended with a sync or full flush is a run of whole, non-final blocks
//! ending on a byte boundary, and its back-references point only into
//! itself, so such runs may follow each other in any order. The body is the gzip header, the runs, one empty final
//! block, and the trailer: the CRC-32 of all the plain bytes (combined from
//! the pieces' own) and their length (RFC 1951 §3.2.3, RFC 1952 §2.3). Without
//! this, compression was about a quarter of the app's CPU on a game page.

use flate2::write::DeflateEncoder;
use flate2::{Compress, Compression, FlushCompress};
use std::cell::RefCell;
use std::io::Write;

/// A compressed piece: its DEFLATE blocks (flushed, not final), with the
/// CRC-32 and length of its plain bytes.
#[derive(Clone)]
pub struct Piece {
    deflated: Vec<u8>,
    crc: crc32fast::Hasher,
    plain_len: usize,
}

impl std::fmt::Debug for Piece {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Piece")
            .field("deflated", &self.deflated.len())
            .field("plain_len", &self.plain_len)
            .finish()
    }
}

thread_local! {
    /// One compressor per thread at the per-request level, used again and
    /// again: a new one allocates some 300 KB of window and tables, which
    /// for the small pieces of a page (1 to 6 kB each, three or four per
    /// page) cost more than compressing them (about 3 µs a piece with
    /// zlib-rs; with miniz_oxide, a profile of the game page showed those
    /// page faults and zeroing above the compression itself).
    static PER_REQUEST_COMPRESSOR: RefCell<Compress> =
        RefCell::new(Compress::new(PER_REQUEST, false));
}

/// Compresses all of `plain` into `out`, ending with a full flush: like a
/// sync flush it ends the blocks on a byte boundary without a final one,
/// and it also makes the compressor forget what came before, so that the
/// next piece's back-references stay inside that piece (pieces are put
/// together in any order, with others between them).
fn deflate_flushed(compressor: &mut Compress, plain: &[u8], out: &mut Vec<u8>) {
    let start = compressor.total_in();
    loop {
        if out.capacity() - out.len() < 64 {
            out.reserve(plain.len() / 4 + 1024);
        }
        let consumed = (compressor.total_in() - start) as usize;
        // Compressing into memory cannot fail: the backend reports errors
        // only for misuse of the stream.
        compressor
            .compress_vec(&plain[consumed..], out, FlushCompress::Full)
            .expect("compressing into memory");
        let consumed = (compressor.total_in() - start) as usize;
        // Room left in the output means the flush is complete.
        if consumed == plain.len() && out.len() < out.capacity() {
            return;
        }
    }
}

impl Piece {
    /// Compresses `plain` at `level`: a shared piece can afford a better
    /// level than a per-request one.
    pub fn compress(plain: &[u8], level: Compression) -> Piece {
        let mut deflated = Vec::with_capacity(plain.len() / 4 + 64);
        if level == PER_REQUEST {
            PER_REQUEST_COMPRESSOR.with(|compressor| {
                deflate_flushed(&mut compressor.borrow_mut(), plain, &mut deflated)
            });
        } else {
            let mut encoder = DeflateEncoder::new(deflated, level);
            // Writing into a Vec cannot fail.
            encoder.write_all(plain).expect("compressing into memory");
            // A sync flush ends the blocks on a byte boundary without a final one.
            encoder.flush().expect("compressing into memory");
            // (Dropping the encoder then finishes into the emptied Vec, unused.)
            deflated = std::mem::take(encoder.get_mut());
        }
        let mut crc = crc32fast::Hasher::new();
        crc.update(plain);
        Piece {
            deflated,
            crc,
            plain_len: plain.len(),
        }
    }

    /// The compressed size, for weighing a cache.
    pub fn len(&self) -> usize {
        self.deflated.len()
    }

    pub fn is_empty(&self) -> bool {
        self.plain_len == 0
    }
}

/// The level of the pieces compressed for one request only: what actix-web's
/// own compression uses.
pub const PER_REQUEST: Compression = Compression::fast();

/// A gzip member, one piece after another.
pub struct GzipBody {
    bytes: Vec<u8>,
    crc: crc32fast::Hasher,
    plain_len: usize,
}

/// ID1 ID2, CM = deflate, no flags, no time, no extra flags, OS unknown.
const HEADER: [u8; 10] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];

/// A final fixed-Huffman block holding only its end: BFINAL = 1, BTYPE = 01,
/// then the 7-bit end-of-block code, padded (what zlib writes on finishing
/// after a flush).
const EMPTY_FINAL_BLOCK: [u8; 2] = [0x03, 0x00];

impl GzipBody {
    pub fn with_capacity(bytes: usize) -> GzipBody {
        let mut body = Vec::with_capacity(bytes + HEADER.len() + 10);
        body.extend_from_slice(&HEADER);
        GzipBody {
            bytes: body,
            crc: crc32fast::Hasher::new(),
            plain_len: 0,
        }
    }

    /// Appends a piece compressed earlier.
    pub fn push(&mut self, piece: &Piece) {
        self.bytes.extend_from_slice(&piece.deflated);
        self.crc.combine(&piece.crc);
        self.plain_len += piece.plain_len;
    }

    /// Compresses `plain` now and appends it.
    pub fn push_plain(&mut self, plain: &[u8]) {
        if !plain.is_empty() {
            self.push(&Piece::compress(plain, PER_REQUEST));
        }
    }

    /// Appends `text`, taking every stretch of it that is one of `shared`'s
    /// texts and follows `<style>` (the stylesheets a page carries inline)
    /// from that text's piece instead of compressing it again.
    pub fn push_with_styles(&mut self, mut text: &str, shared: &[(&str, Piece)]) {
        const OPEN: &str = "<style>";
        while let Some(at) = text.find(OPEN) {
            let inside = at + OPEN.len();
            let found = shared
                .iter()
                .find(|(css, _)| !css.is_empty() && text[inside..].starts_with(css));
            match found {
                Some((css, piece)) => {
                    self.push_plain(&text.as_bytes()[..inside]);
                    self.push(piece);
                    text = &text[inside + css.len()..];
                }
                None => {
                    self.push_plain(&text.as_bytes()[..inside]);
                    text = &text[inside..];
                }
            }
        }
        self.push_plain(text.as_bytes());
    }

    /// The finished gzip member.
    pub fn finish(mut self) -> Vec<u8> {
        self.bytes.extend_from_slice(&EMPTY_FINAL_BLOCK);
        self.bytes
            .extend_from_slice(&self.crc.finalize().to_le_bytes());
        // ISIZE is the length modulo 2^32 (RFC 1952).
        self.bytes
            .extend_from_slice(&(self.plain_len as u32).to_le_bytes());
        self.bytes
    }
}

/// Where a board goes in a rendered page. Nothing a person writes can
/// produce it: pages escape their `<`.
pub const BOARD_MARK: &str = "<!--scriptorium:board-->";

/// A page whose board was left out as [`BOARD_MARK`], answered with the
/// board put in. When the client takes gzip, the body is put together from
/// the page around the board (compressed now), the board (`board_gzip`,
/// compressed once when it was drawn) and the inline stylesheets (`styles`,
/// each text with its piece, compressed once at start-up:
/// `assets::inline_style_pieces`); the encoding set here keeps actix-web's
/// compression off it.
pub fn page_with_board(
    status: actix_web::http::StatusCode,
    html: &str,
    board: &str,
    board_gzip: Option<&Piece>,
    styles: &[(&str, Piece)],
    accepts_gzip: bool,
) -> actix_web::HttpResponse {
    use actix_web::http::header;
    let mut response = actix_web::HttpResponse::build(status);
    response
        .content_type("text/html; charset=utf-8")
        .insert_header((header::VARY, "accept-encoding"));
    if !accepts_gzip {
        return response.body(html.replacen(BOARD_MARK, board, 1));
    }
    let mut body = GzipBody::with_capacity(html.len() / 4 + board_gzip.map_or(0, Piece::len));
    match html.split_once(BOARD_MARK) {
        Some((before, after)) => {
            body.push_with_styles(before, styles);
            match board_gzip {
                Some(piece) => body.push(piece),
                None => body.push_plain(board.as_bytes()),
            }
            body.push_with_styles(after, styles);
        }
        // An open game shows no board, so no mark either.
        None => body.push_with_styles(html, styles),
    }
    response
        .insert_header((header::CONTENT_ENCODING, "gzip"))
        .body(body.finish())
}

/// Whether the request's `Accept-Encoding` takes gzip (a `q=0` refuses it).
pub fn accepts_gzip(req: &actix_web::HttpRequest) -> bool {
    use actix_web::http::header::{AcceptEncoding, Encoding, Header};
    AcceptEncoding::parse(req).is_ok_and(|accepted| {
        accepted.negotiate([Encoding::gzip()].iter()) == Some(Encoding::gzip())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use flate2::read::GzDecoder;
    use std::io::Read;

    fn gunzip(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
        let mut plain = Vec::new();
        GzDecoder::new(bytes).read_to_end(&mut plain)?;
        Ok(plain)
    }

    #[test]
    fn pieces_compressed_apart_decode_as_one_body() {
        let board = "<svg><circle r=\"3\"/></svg>".repeat(2_000);
        let shared = Piece::compress(board.as_bytes(), Compression::best());
        for (before, after) in [
            ("<html><body>", "</body></html>"),
            ("", ""),
            ("x", &"é and more ".repeat(500) as &str),
        ] {
            let mut body = GzipBody::with_capacity(1024);
            body.push_plain(before.as_bytes());
            body.push(&shared);
            body.push_plain(after.as_bytes());
            // The same shared piece twice: its references stay inside it.
            body.push(&shared);
            let expected = format!("{before}{board}{after}{board}");
            assert_eq!(gunzip(&body.finish()).unwrap(), expected.as_bytes());
        }
        assert!(shared.len() < board.len() / 20, "{shared:?}");
    }

    #[test]
    fn per_request_pieces_from_the_reused_compressor_stand_alone() {
        // The same text compressed twice in a row by the thread's compressor:
        // had the second piece referred back into the first, decoding it
        // after other bytes (or before the first) would give other text.
        let text = "<li class=\"line\">Anna places a knight</li>".repeat(40);
        let shared = Piece::compress(b"<svg>unrelated board</svg>", Compression::best());
        let first = Piece::compress(text.as_bytes(), PER_REQUEST);
        let second = Piece::compress(text.as_bytes(), PER_REQUEST);
        assert_eq!(
            first.deflated, second.deflated,
            "no memory of the piece before"
        );
        for order in [[&second, &shared, &first], [&shared, &second, &first]] {
            let mut body = GzipBody::with_capacity(256);
            for piece in order {
                body.push(piece);
            }
            let plain = gunzip(&body.finish()).unwrap();
            let expected: Vec<u8> = order
                .iter()
                .map(|piece| {
                    if std::ptr::eq(*piece, &shared) {
                        "<svg>unrelated board</svg>"
                    } else {
                        text.as_str()
                    }
                })
                .collect::<String>()
                .into_bytes();
            assert_eq!(plain, expected);
        }
        // Larger than the compressor's output buffer, and incompressible
        // enough to need several rounds of output space.
        let mut noise = Vec::with_capacity(300_000);
        let mut seed: u32 = 7;
        for _ in 0..300_000 {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            noise.push((seed >> 16) as u8);
        }
        let mut body = GzipBody::with_capacity(0);
        body.push_plain(&noise);
        body.push(&shared);
        body.push_plain(&noise[..1_000]);
        let mut expected = noise.clone();
        expected.extend_from_slice(b"<svg>unrelated board</svg>");
        expected.extend_from_slice(&noise[..1_000]);
        assert_eq!(gunzip(&body.finish()).unwrap(), expected);
    }

    #[test]
    fn inline_stylesheets_come_from_their_pieces() {
        let site = "body { margin: 0 } .board { width: 100% }".repeat(50);
        let board = "svg circle { fill: red }".repeat(20);
        let shared = [
            (
                site.as_str(),
                Piece::compress(site.as_bytes(), Compression::best()),
            ),
            (
                board.as_str(),
                Piece::compress(board.as_bytes(), Compression::best()),
            ),
        ];
        let page = format!(
            "<html><head><style>{site}</style><style>{board}</style>\
             <style>p {{ color: blue }}</style></head><body><p>Your turn</p>\
             <pre>&lt;style&gt;</pre><style>{site}</style></body></html>"
        );
        let mut body = GzipBody::with_capacity(page.len());
        body.push_with_styles(&page, &shared);
        let gzipped = body.finish();
        assert_eq!(gunzip(&gzipped).unwrap(), page.as_bytes());
        // The stylesheets were not compressed again: their pieces' bytes are
        // in the body as they are, the site's twice.
        let times = |piece: &Piece| {
            gzipped
                .windows(piece.deflated.len())
                .filter(|window| *window == piece.deflated.as_slice())
                .count()
        };
        assert_eq!(times(&shared[0].1), 2);
        assert_eq!(times(&shared[1].1), 1);
        // A page with no stylesheet, or one not shared, is simply compressed.
        for page in [
            "",
            "<style>",
            "no style at all",
            "<style>p{}</style><style>",
        ] {
            let mut body = GzipBody::with_capacity(16);
            body.push_with_styles(page, &shared);
            assert_eq!(gunzip(&body.finish()).unwrap(), page.as_bytes());
        }
    }

    #[test]
    fn an_empty_body_is_a_valid_member() {
        assert_eq!(gunzip(&GzipBody::with_capacity(0).finish()).unwrap(), b"");
    }

    #[test]
    fn a_wrong_checksum_is_caught_by_the_decoder() {
        // The trailer is what a decoder checks: prove the test's decoder does.
        let mut body = GzipBody::with_capacity(16);
        body.push_plain(b"hello");
        let mut bytes = body.finish();
        let crc_at = bytes.len() - 8;
        bytes[crc_at] ^= 1;
        assert!(gunzip(&bytes).is_err());
    }

    #[test]
    fn gzip_is_negotiated_from_the_request() {
        use actix_web::test::TestRequest;
        let with = |value: &str| {
            accepts_gzip(
                &TestRequest::default()
                    .insert_header(("accept-encoding", value))
                    .to_http_request(),
            )
        };
        assert!(with("gzip"));
        assert!(with("br, gzip;q=0.8"));
        assert!(!with("gzip;q=0"));
        assert!(!with("br"));
        assert!(!with("identity"));
        assert!(!accepts_gzip(&TestRequest::default().to_http_request()));
    }
}
