//! What the player wrote in a reply, told apart from what their mail client
//! put around it: the quoted turn mail (with `>` or without, as Outlook
//! and Yahoo quote it), the line that introduces it ("On …, Scriptorium
//! <…> wrote:", wrapped over two lines, in English, French or German), a
//! header block ("From: … Sent: … To: …", "De : …", "Von: …"), the
//! separators ("-----Original Message-----", a line of underscores, a
//! forward's), the signature after `-- ` and the footers of phones ("Sent
//! from my iPhone"). The player may write above the quote (most clients),
//! below it (Thunderbird's default) or between quoted parts.
//!
//! The text part is read when there is one (`format=flowed` joined back);
//! an HTML-only reply is first turned into text without what it quotes
//! (`blockquote`, Gmail's, Yahoo's, Proton's and Thunderbird's quote
//! containers, everything from Outlook's reply header on).
//!
//! Whatever is read here is checked again against the mail it answers
//! (`echo`): this module finds the words, that one makes sure none of ours
//! is among them.

use super::vocabulary::vocabulary;
use mail_parser::{Message, MimeHeaders, PartType};

/// The player's own words in `message`, lines kept, blank lines between
/// paragraphs kept once.
pub fn written(message: &Message) -> String {
    own_words(&text_of(message))
}

/// The reply's text: its text parts (several when an inline image splits
/// them), else its HTML part turned into text without the quote.
fn text_of(message: &Message) -> String {
    let plain: Vec<String> = message
        .text_bodies()
        .filter_map(|part| match &part.body {
            PartType::Text(text) => {
                let content_type = part.content_type();
                let attribute = |name: &str| {
                    content_type
                        .and_then(|content_type| content_type.attribute(name))
                        .is_some_and(|value| {
                            value.eq_ignore_ascii_case(if name == "format" {
                                "flowed"
                            } else {
                                "yes"
                            })
                        })
                };
                Some(if attribute("format") {
                    unflow(text, attribute("delsp"))
                } else {
                    text.to_string()
                })
            }
            _ => None,
        })
        .collect();
    if !plain.is_empty() {
        return plain.join("\n");
    }
    message
        .html_bodies()
        .find_map(|part| match &part.body {
            PartType::Html(html) => Some(html_text(html)),
            _ => None,
        })
        .unwrap_or_default()
}

/// `format=flowed` text (RFC 3676) with its soft line breaks joined: a
/// line ending in a space goes on in the next line of the same quote depth;
/// the space a sender put before a line starting with a space, `>` or
/// "From " is taken off. The signature separator `-- ` stays a line.
pub fn unflow(text: &str, delsp: bool) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut open: Option<(usize, String)> = None;
    for raw in text.lines() {
        let depth = raw.chars().take_while(|c| *c == '>').count();
        let mut line = &raw[depth..];
        if line.starts_with(' ') {
            line = &line[1..];
        }
        let is_signature = line == "-- ";
        if let Some((open_depth, mut joined)) = open.take() {
            if open_depth == depth && !is_signature {
                joined.push_str(line);
                if line.ends_with(' ') && !line.trim().is_empty() {
                    if delsp {
                        joined.pop();
                    }
                    open = Some((depth, joined));
                } else {
                    out.push(joined);
                }
                continue;
            }
            out.push(joined);
        }
        let quoted = format!(
            "{}{}{}",
            ">".repeat(depth),
            if depth > 0 { " " } else { "" },
            line
        );
        if line.ends_with(' ') && !is_signature && !line.trim().is_empty() {
            let mut joined = quoted;
            if delsp {
                joined.pop();
            }
            open = Some((depth, joined));
        } else {
            out.push(quoted);
        }
    }
    if let Some((_, joined)) = open {
        out.push(joined);
    }
    out.join("\n")
}

/// A line with the spaces of mail clients made plain: no-break spaces
/// (Gmail's "a écrit :", Outlook's `&nbsp;`), thin and zero-width ones.
fn plain_spaces(line: &str) -> String {
    line.chars()
        .filter(|c| !matches!(c, '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{feff}'))
        .map(|c| match c {
            '\u{a0}' | '\u{202f}' | '\u{2007}' | '\u{2009}' | '\t' => ' ',
            c => c,
        })
        .collect::<String>()
        .trim_end()
        .to_owned()
}

fn is_quoted(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

/// Lower case with single spaces: how the patterns below compare.
fn folded(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The words that open a line introducing a quote in languages whose mail
/// clients our players use besides ours (Spanish, Italian, Portuguese,
/// Dutch, Danish); ours are in `vocabulary`.
const MORE_OPENERS: [&str; 5] = ["el", "il", "em", "op", "den"];

/// How such lines end in those languages (ASCII spellings).
const MORE_ENDS: [&str; 3] = ["ha scritto:", "escreveu:", "schreef:"];

/// Whether `text` (one line, or a line wrapped over two or three) is the
/// line a mail client writes before the quoted mail.
fn is_attribution(text: &str, wrapped: bool) -> bool {
    let words = vocabulary();
    let text = folded(text);
    if text.len() > 400 || text.split(' ').count() < 2 {
        return false;
    }
    let first = text.split(' ').next().unwrap_or_default();
    let opens = words.openers.iter().any(|opener| opener == first) || MORE_OPENERS.contains(&first);
    if wrapped && !opens {
        return false;
    }
    let names_a_sender = text.contains('@') && text.contains('<') && text.contains('>');
    let has_verb = |around: &str| {
        words
            .attribution_verbs
            .iter()
            .any(|verb| text.contains(&format!(" {verb}{around}")))
    };
    words.attribution_ends.iter().any(|end| text.ends_with(end.as_str()))
        || MORE_ENDS.iter().any(|end| text.ends_with(end))
        // Gmail in German: "Am Mo., 3. Juni 2024 um 10:00 Uhr schrieb Name <a@b>:"
        || (opens && has_verb(" ") && text.ends_with(':'))
        // The sender first: "Name <a@b> schrieb am 03.06.2024 um 10:00:".
        || (names_a_sender && text.ends_with(':') && has_verb(""))
        // A date and the sender alone: "3 Jun 2024 10:00:00 Name <a@b>:".
        || (names_a_sender && text.ends_with(">:") && has_time(&text))
}

/// Whether a text holds a time of day ("10:00") or a year ("2024").
fn has_time(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.windows(5).any(|w| {
        w[0].is_ascii_digit()
            && w[1].is_ascii_digit()
            && w[2] == b':'
            && w[3].is_ascii_digit()
            && w[4].is_ascii_digit()
    }) || text
        .split(|c: char| !c.is_ascii_digit())
        .any(|digits| digits.len() == 4 && (digits.starts_with("19") || digits.starts_with("20")))
}

/// The first field of a header block in languages besides ours (Dutch,
/// Italian); ours are in `vocabulary`.
const MORE_SENDERS: [&str; 2] = ["van", "da"];

/// The field of a header line ("From: …", "*From:* …", "De : …").
fn field_of(line: &str) -> Option<String> {
    let line = line.trim().trim_start_matches('*');
    let (name, _) = line.split_once(':')?;
    let name = folded(name.trim_end_matches('*'));
    (name.len() <= 20).then_some(name)
}

/// The lines of a header block starting at `at` ("From: … / Sent: … /
/// To: … / Subject: …"), at least two fields, the first naming the sender.
fn header_block(lines: &[String], at: usize) -> Option<usize> {
    let first = field_of(&lines[at])?;
    let words = vocabulary();
    if !words.header_senders.contains(&first) && !MORE_SENDERS.contains(&first.as_str()) {
        return None;
    }
    let mut end = at + 1;
    let mut fields = 1;
    while end < lines.len() {
        let line = &lines[end];
        match field_of(line) {
            Some(name) if words.header_fields.contains(&name) => fields += 1,
            // A long field wrapped onto a line of its own (an address list).
            _ if line.starts_with(' ') && !is_blank(line) && fields > 0 => {}
            _ => break,
        }
        end += 1;
    }
    (fields >= 2).then_some(end - at)
}

/// A line that only separates (a rule of underscores, dashes, equals or
/// stars): it carries no words.
fn is_rule(line: &str) -> bool {
    let line = line.trim();
    line.chars().count() >= 4
        && line
            .chars()
            .all(|c| matches!(c, '_' | '-' | '=' | '*' | '—'))
}

/// A separator line before a quoted or forwarded mail.
fn is_separator(line: &str) -> bool {
    let text = folded(
        line.trim()
            .trim_matches(|c: char| c == '-' || c == '_' || c == ' '),
    );
    let dashed = line.trim_start().starts_with("--") || line.trim_start().starts_with("__");
    vocabulary()
        .separators
        .iter()
        .any(|name| text == *name || (dashed && text.starts_with(name.as_str())))
}

/// How many lines from `at` introduce a quoted mail (an attribution,
/// possibly wrapped; a separator and the header block or attribution after
/// it; a header block), if they do.
fn quote_header(lines: &[String], at: usize) -> Option<usize> {
    let line = &lines[at];
    if is_blank(line) || is_quoted(line) {
        return None;
    }
    if is_separator(line) || (is_rule(line) && rule_introduces(lines, at)) {
        // Whatever header follows belongs to it.
        let mut end = at + 1;
        while end < lines.len() && is_blank(&lines[end]) && end < at + 3 {
            end += 1;
        }
        let more = (end < lines.len())
            .then(|| quote_header(lines, end))
            .flatten()
            .unwrap_or(0);
        return Some(if more > 0 { end + more - at } else { 1 });
    }
    if let Some(length) = header_block(lines, at) {
        return Some(length);
    }
    for length in 1..=3 {
        let end = at + length;
        if end > lines.len() || lines[at..end].iter().any(|l| is_blank(l) || is_quoted(l)) {
            break;
        }
        if is_attribution(&lines[at..end].join(" "), length > 1) {
            return Some(length);
        }
    }
    None
}

/// Whether a rule at `at` stands before a header block or an attribution
/// (Outlook's line of underscores).
fn rule_introduces(lines: &[String], at: usize) -> bool {
    (at + 1..lines.len().min(at + 3))
        .find(|next| !is_blank(&lines[*next]))
        .is_some_and(|next| quote_header(lines, next).is_some())
}

/// A footer a phone or a web mail adds under the words ("Sent from my
/// iPhone", "Von meinem iPhone gesendet", "Get Outlook for Android").
fn is_footer(line: &str) -> bool {
    let text = folded(line);
    if text.len() > 120 {
        return false;
    }
    vocabulary()
        .footers
        .iter()
        .any(|footer| text == *footer || text.starts_with(&format!("{footer} ")))
        // An inline image's place in the text ("[cid:image001.png@01D…]",
        // Gmail's "[image: logo.png]").
        || text.starts_with("[cid:")
        || text.starts_with("[image:")
        || text.starts_with("[image ")
}

fn is_signature_separator(line: &str) -> bool {
    line == "--" || line == "-- " || line.trim() == "--"
}

/// The player's own lines of a reply's text (see the module's comment).
pub fn own_words(text: &str) -> String {
    let lines: Vec<String> = text.lines().map(plain_spaces).collect();
    let mut kept = vec![true; lines.len()];
    let mut at = 0;
    while at < lines.len() {
        let line = &lines[at];
        if is_quoted(line) || is_rule(line) || is_footer(line) {
            kept[at] = false;
            at += 1;
            continue;
        }
        if is_signature_separator(line) {
            // The signature runs to the next quote (an answer above it) or
            // to the end.
            while at < lines.len() && !is_quoted(&lines[at]) && quote_header(&lines, at).is_none() {
                kept[at] = false;
                at += 1;
            }
            continue;
        }
        let Some(length) = quote_header(&lines, at) else {
            at += 1;
            continue;
        };
        kept[at..at + length]
            .iter_mut()
            .for_each(|keep| *keep = false);
        let mut next = at + length;
        while next < lines.len() && is_blank(&lines[next]) {
            next += 1;
        }
        if next < lines.len() && !is_quoted(&lines[next]) {
            // Quoted without `>` (Outlook, Yahoo, a forward): the rest is
            // the mail being answered.
            kept[at..].iter_mut().for_each(|keep| *keep = false);
            break;
        }
        // Quoted with `>`: the quote ends where the lines stop being quoted;
        // what follows is the player's again (written below the quote).
        while next < lines.len()
            && (is_quoted(&lines[next])
                || (is_blank(&lines[next])
                    && lines[next..]
                        .iter()
                        .find(|line| !is_blank(line))
                        .is_some_and(|line| is_quoted(line))))
        {
            kept[next] = false;
            next += 1;
        }
        at = next;
    }
    let mut words: Vec<&str> = Vec::new();
    for (line, keep) in lines.iter().zip(kept) {
        let line = line.trim();
        if !keep || (line.is_empty() && words.last().is_none_or(|last| last.is_empty())) {
            continue;
        }
        words.push(line);
    }
    while words.last().is_some_and(|line| line.is_empty()) {
        words.pop();
    }
    words.join("\n")
}

/// Elements whose content is never the player's words: the document's
/// head, scripts and styles, and the containers mail clients quote in or
/// sign with.
fn skips(name: &str, attributes: &str) -> bool {
    if matches!(name, "head" | "style" | "script" | "title" | "blockquote") {
        return true;
    }
    let attributes = attributes.to_ascii_lowercase();
    [
        "gmail_quote",
        "gmail_attr",
        "gmail_signature",
        "yahoo_quoted",
        "protonmail_quote",
        "protonmail_signature",
        "moz-cite-prefix",
        "moz-signature",
        "outlookmessageheader",
        "id=\"signature\"",
        "zmail_extra",
        "apple-mail-quote",
    ]
    .iter()
    .any(|marker| attributes.contains(marker))
}

/// Elements from which on everything is the mail being answered: Outlook's
/// reply header and the container of the quoted mail in the new Outlook.
fn ends_the_words(attributes: &str) -> bool {
    let attributes = attributes.to_ascii_lowercase();
    [
        "divrplyfwdmsg",
        "appendonsend",
        "mail-editor-reference-message-container",
    ]
    .iter()
    .any(|marker| attributes.contains(marker))
}

/// Elements that break a line.
fn breaks(name: &str) -> bool {
    matches!(
        name,
        "p" | "div"
            | "br"
            | "li"
            | "tr"
            | "h1"
            | "h2"
            | "h3"
            | "h4"
            | "h5"
            | "h6"
            | "hr"
            | "table"
            | "ul"
            | "ol"
            | "pre"
    )
}

fn is_void(name: &str) -> bool {
    matches!(
        name,
        "br" | "img"
            | "hr"
            | "meta"
            | "link"
            | "input"
            | "col"
            | "area"
            | "base"
            | "wbr"
            | "source"
    )
}

/// An HTML reply as text, without what it quotes: its own small reader of
/// tags (the few shapes above are all it needs to know, so no HTML parser
/// is pulled in), tolerant of unclosed tags and Outlook's conditional
/// comments.
pub fn html_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len() / 2);
    // Open elements: (name, whether its content is skipped).
    let mut open: Vec<(String, bool)> = Vec::new();
    let mut rest = html;
    let skipped = |open: &[(String, bool)]| open.iter().any(|(_, skip)| *skip);
    while !rest.is_empty() {
        let Some(start) = rest.find('<') else {
            if !skipped(&open) {
                push_text(&mut out, rest);
            }
            break;
        };
        if !skipped(&open) {
            push_text(&mut out, &rest[..start]);
        }
        rest = &rest[start..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
            continue;
        }
        let Some(end) = rest.find('>') else {
            break;
        };
        let tag = &rest[1..end];
        rest = &rest[end + 1..];
        if tag.starts_with('!') || tag.starts_with('?') {
            continue;
        }
        let closing = tag.starts_with('/');
        let tag = tag.trim_start_matches('/');
        let name_end = tag
            .find(|c: char| c.is_whitespace() || c == '/')
            .unwrap_or(tag.len());
        let name = tag[..name_end].to_ascii_lowercase();
        let attributes = &tag[name_end..];
        if closing {
            if let Some(index) = open.iter().rposition(|(open_name, _)| *open_name == name) {
                open.truncate(index);
            }
            if breaks(&name) && !skipped(&open) {
                out.push('\n');
            }
            continue;
        }
        if !skipped(&open) {
            if ends_the_words(attributes) {
                break;
            }
            if breaks(&name) {
                out.push('\n');
            }
        }
        if !is_void(&name) && !tag.ends_with('/') {
            open.push((name.clone(), skips(&name, attributes)));
        }
    }
    out
}

/// Text between tags, its white space collapsed as a browser shows it.
fn push_text(out: &mut String, text: &str) {
    let decoded = html_escape::decode_html_entities(text);
    let mut last_space = out.ends_with([' ', '\n']) || out.is_empty();
    for c in decoded.chars() {
        if c.is_whitespace() && c != '\u{a0}' {
            if !last_space {
                out.push(' ');
                last_space = true;
            }
        } else {
            out.push(c);
            last_space = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_above_a_quote_are_the_player_s() {
        assert_eq!(
            own_words("3\n\nOn Monday, Bob wrote:\n> Your turn\n> 3 Place"),
            "3"
        );
        assert_eq!(
            own_words("Nice move!\nSee you.\n\nLe lundi, Bob a écrit\u{a0}:\n> 3"),
            "Nice move!\nSee you."
        );
        assert_eq!(own_words("> only quoted\n> 4"), "");
    }

    #[test]
    fn an_answer_below_the_quote_is_read() {
        // Thunderbird's default: the attribution, the quote, then the words.
        assert_eq!(
            own_words("On 03/06/2024 10:00, Scriptorium wrote:\n> Hello anna,\n>\n> 3 Place\n\n3\n\n-- \nAnna"),
            "3"
        );
        // Between quoted parts.
        assert_eq!(own_words("> first\nYes.\n> second\nNo."), "Yes.\nNo.");
    }

    #[test]
    fn a_wrapped_attribution_is_left_out_whole() {
        for text in [
            "Good luck!\n\nOn Mon, Jun 3, 2024 at 10:00 AM Scriptorium <\nnoreply@scriptorium.test> wrote:\n\n> Hello",
            "Good luck!\n\nLe lun. 3 juin 2024 à 10:00, Scriptorium <noreply@scriptorium.test> a\nécrit\u{a0}:\n\n> Bonjour",
            "Good luck!\n\nAm Mo., 3. Juni 2024 um 10:00 Uhr schrieb Scriptorium <\nnoreply@scriptorium.test>:\n\n> Hallo",
        ] {
            assert_eq!(own_words(text), "Good luck!", "{text}");
        }
    }

    #[test]
    fn a_header_block_and_what_follows_it_unquoted_are_left_out() {
        let outlook = "Thanks, good game\r\n\r\n________________________________\r\nFrom: Scriptorium <noreply@scriptorium.test>\r\nSent: Monday, June 3, 2024 10:00 AM\r\nTo: anna <anna@example.org>\r\nSubject: Your turn\r\n\r\nHello anna,\r\nhttps://example.org/unsubscribe/x";
        assert_eq!(own_words(outlook), "Thanks, good game");
        let original = "2\n\n-----Original Message-----\nVon: Scriptorium <noreply@scriptorium.test>\nGesendet: Montag, 3. Juni 2024 10:00\nAn: anna@example.org\nBetreff: Du bist dran\n\nHallo anna,";
        assert_eq!(own_words(original), "2");
    }

    #[test]
    fn flowed_lines_are_joined_and_html_quotes_dropped() {
        assert_eq!(
            unflow("I think this \nis long.\n> quoted \n> more\n-- \nA", false),
            "I think this is long.\n> quoted more\n-- \nA"
        );
        let html = "<html><head><style>p{}</style></head><body><div dir=\"ltr\">Three &amp; more<br></div><br><div class=\"gmail_quote\"><div class=\"gmail_attr\">On Mon, X wrote:</div><blockquote>Hello<p>1 Place</p></blockquote></div></body></html>";
        assert_eq!(own_words(&html_text(html)), "Three & more");
        let outlook = "<div>5<o:p></o:p></div><div id=\"appendonsend\"></div><hr><div id=\"divRplyFwdMsg\"><b>From:</b> Scriptorium</div><div>Hello anna</div>";
        assert_eq!(own_words(&html_text(outlook)), "5");
    }
}
