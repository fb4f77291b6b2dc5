//! A gzip body assembled from pieces compressed apart, so that a piece many
//! responses share (a game's board, ~50 KB of SVG) is compressed once, not
//! once per request.
//!
//! DEFLATE allows it: a piece compressed on its own and ended with a sync
//! flush is a run of whole, non-final blocks ending on a byte boundary, and
//! its back-references point only into itself, so such runs may follow each
//! other in any order. The body is the gzip header, the runs, one empty final
//! block, and the trailer: the CRC-32 of all the plain bytes (combined from
//! the pieces' own) and their length (RFC 1951 §3.2.3, RFC 1952 §2.3). Without
//! this, compression was about a quarter of the app's CPU on a game page.

use flate2::write::DeflateEncoder;
use flate2::Compression;
use std::io::Write;

/// A compressed piece: its DEFLATE blocks (sync-flushed, not final), with the
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

impl Piece {
    /// Compresses `plain` at `level`: a shared piece can afford a better
    /// level than a per-request one.
    pub fn compress(plain: &[u8], level: Compression) -> Piece {
        let mut encoder = DeflateEncoder::new(Vec::with_capacity(plain.len() / 4 + 64), level);
        // Writing into a Vec cannot fail.
        encoder.write_all(plain).expect("compressing into memory");
        // A sync flush ends the blocks on a byte boundary without a final one.
        encoder.flush().expect("compressing into memory");
        // (Dropping the encoder then finishes into the emptied Vec, unused.)
        let deflated = std::mem::take(encoder.get_mut());
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
