//! The two checkers no one here wrote: axe-core run inside the page, and the
//! Nu HTML checker (vnu.jar) run once over every saved page.

use crate::system::{axe_script, ensure_java, vnu_jar};
use fantoccini::Client;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// axe-core's WCAG 2 A and AA rules on the page the session shows now; one
/// line per violation: its id, its help text and the elements it found.
pub async fn axe_violations(client: &Client) -> Vec<String> {
    let source = std::fs::read_to_string(axe_script()).expect("read axe.min.js");
    client
        .execute(&source, vec![])
        .await
        .expect("inject axe-core");
    // axe skips what is hidden: folded <details> (a message's edit form, a
    // legend) are opened so that their content is checked too.
    client
        .execute(
            "document.querySelectorAll('details').forEach(d => { d.open = true; });",
            vec![],
        )
        .await
        .expect("open the folded parts");
    let result = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] })
               .then(result => done(result.violations))
               .catch(error => done([{ id: 'axe-error', help: String(error), nodes: [] }]));",
            vec![],
        )
        .await
        .expect("run axe-core");
    let violations = result.as_array().cloned().unwrap_or_default();
    violations
        .iter()
        .map(|violation| {
            let targets: Vec<String> = violation["nodes"]
                .as_array()
                .map(Vec::as_slice)
                .unwrap_or_default()
                .iter()
                .map(|node| node["target"].to_string())
                .collect();
            format!(
                "{} ({}): {} at {}",
                violation["id"].as_str().unwrap_or("?"),
                violation["impact"].as_str().unwrap_or("?"),
                violation["help"].as_str().unwrap_or("?"),
                targets.join(", ")
            )
        })
        .collect()
}

/// Every error the Nu HTML checker reports on `files`, as
/// `file:line: message`, from a single JVM run.
pub fn nu_errors(files: &[PathBuf]) -> Vec<String> {
    let java = ensure_java();
    let output = Command::new(java)
        .arg("-jar")
        .arg(vnu_jar())
        .args(["--format", "json", "--stdout"])
        .args(files)
        .output()
        .expect("run the Nu HTML checker");
    // vnu exits with 1 when it finds errors: the report is what counts.
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|error| {
        panic!(
            "the Nu HTML checker gave no JSON report ({error}): {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    report["messages"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        // "info" messages (warnings among them) are advice; errors and
        // files it could not read are failures.
        .filter(|message| message["type"].as_str() != Some("info"))
        .map(|message| {
            let file = message["url"].as_str().unwrap_or("?");
            let file = Path::new(file)
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_else(|| file.to_owned());
            format!(
                "{file}:{}: {} [{}]",
                message["lastLine"],
                message["message"].as_str().unwrap_or("?"),
                message["extract"].as_str().unwrap_or("").trim()
            )
        })
        .collect()
}

/// The controls, links and board targets on the page the session shows now
/// that are smaller than 44 × 44 CSS px (WCAG 2.5.5), each as "what (width ×
/// height)". Folds are opened first: what they hold is touched once they
/// are. Every link counts except one in running text (as the criterion
/// says): an inline link whose block has three words or more of its own
/// around it; a radio or check box is measured by its label, which takes
/// the touch; what is not shown (the other size's menu) is skipped.
pub async fn small_targets(client: &Client) -> Vec<String> {
    let found = client
        .execute(
            "document.querySelectorAll('details').forEach(d => { d.open = true; });
             const seen = new Set();
             const small = [];
             const controls = 'button, a[href], select, textarea, input:not([type=hidden]), summary, '
                + 'label.check, label.choice';
             const touchable = 'a, button, summary, label, select, input, textarea';
             const blockOf = e => {
               let block = e.parentElement;
               while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
               return block;
             };
             const inRunningText = link => {
               if (!link.matches('a') || link.closest('svg')) return false;
               if (getComputedStyle(link).display !== 'inline') return false;
               const block = blockOf(link);
               if (!block) return false;
               let words = 0;
               const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
               for (let text = walker.nextNode(); text; text = walker.nextNode()) {
                 const owner = text.parentElement.closest(touchable);
                 if (owner && block.contains(owner)) continue;
                 words += (text.textContent.match(/[\\p{L}\\p{N}]+/gu) || []).length;
               }
               return words >= 3;
             };
             for (const control of document.querySelectorAll(controls)) {
               let target = control;
               if (control.matches('input[type=radio], input[type=checkbox]')) {
                 target = control.closest('label') || control;
               }
               if (seen.has(target) || target.closest('.skip, .visually-hidden')) continue;
               seen.add(target);
               if (inRunningText(target)) continue;
               const box = target.getBoundingClientRect();
               if (box.width === 0 || box.height === 0) continue;
               if (box.width < 43.5 || box.height < 43.5) {
                 const name = (target.getAttribute('aria-label') || target.textContent || target.name || '')
                   .trim().replace(/\\s+/g, ' ').slice(0, 30);
                 small.push(target.tagName.toLowerCase() + '.' + (target.getAttribute('class') || '')
                   + ' ' + JSON.stringify(name) + ' (' + Math.round(box.width) + ' × ' + Math.round(box.height) + ')');
               }
             }
             return small;",
            vec![],
        )
        .await
        .expect("measure the touch targets");
    strings(&found)
}

/// The words of the page the session shows now that are broken inside (drawn
/// on two lines) although they would fit their line whole, each as "the
/// word in its element": a column squeezed until "Game" reads "Ga me". Words
/// longer than their whole line (an address, a token) may break; a board's
/// drawing, code and mail bodies are left out.
pub async fn broken_words(client: &Client) -> Vec<String> {
    let found = client
        .execute(
            "const broken = [];
             const skip = 'svg, pre, code, textarea, script, style, select, option, .visually-hidden, .skip';
             const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
             const range = document.createRange();
             for (let text = walker.nextNode(); text; text = walker.nextNode()) {
               const owner = text.parentElement;
               if (!owner || owner.closest(skip) || owner.getClientRects().length === 0) continue;
               let block = owner;
               while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
               const style = getComputedStyle(block);
               let line = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
               // In a flex or grid box the text's own column may be
               // narrower: the span of its lines says how wide it is.
               range.selectNodeContents(text);
               const all = [...range.getClientRects()].filter(r => r.width > 0);
               if (all.length > 1) {
                 line = Math.min(line, Math.max(...all.map(r => r.right)) - Math.min(...all.map(r => r.left)));
               }
               for (const match of text.textContent.matchAll(/[^\\s\\-\\u00ad\\u2010-\\u2014\\/]+/g)) {
                 if (match[0].length < 2) continue;
                 range.setStart(text, match.index);
                 range.setEnd(text, match.index + match[0].length);
                 const rects = [...range.getClientRects()].filter(r => r.width > 0);
                 if (rects.length < 2) continue;
                 const tops = new Set(rects.map(r => Math.round(r.top)));
                 if (tops.size < 2) continue;
                 const width = rects.reduce((sum, r) => sum + r.width, 0);
                 if (width <= line + 0.5) {
                   broken.push(JSON.stringify(match[0].slice(0, 30)) + ' in ' + block.tagName.toLowerCase()
                     + '.' + (block.getAttribute('class') || '') + ' (' + Math.round(width) + ' px on a line of ' + Math.round(line) + ')');
                 }
                 if (broken.length >= 8) return broken;
               }
             }
             return broken;",
            vec![],
        )
        .await
        .expect("find the broken words");
    strings(&found)
}

fn strings(found: &Value) -> Vec<String> {
    found
        .as_array()
        .map(|lines| {
            lines
                .iter()
                .filter_map(|line| line.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// The page's width when it is wider than `limit` px, with what sticks out.
pub async fn wider_than(client: &Client, limit: u32) -> Option<String> {
    let width = client
        .execute("return document.documentElement.scrollWidth;", vec![])
        .await
        .expect("the page's width")
        .as_u64()
        .unwrap_or(0);
    if width <= u64::from(limit) {
        return None;
    }
    let wide = client
        .execute(
            "const scrolls = e => { for (let p = e.parentElement; p; p = p.parentElement) {
                 const o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'scroll' || o === 'hidden') return true; } return false; };
             return [...document.querySelectorAll('body *')]
                .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
                .filter(e => !e.closest('details:not([open])') && !scrolls(e))
                .slice(0, 6)
                .map(e => e.tagName + '.' + (e.getAttribute('class') || '') + ' ' + Math.round(e.getBoundingClientRect().right)
                  + ' ' + JSON.stringify((e.textContent || '').trim().slice(0, 40)));",
            vec![],
        )
        .await
        .unwrap_or_default();
    Some(format!("{width} px ({wide})"))
}

/// The words drawn on a board that read under 11 CSS px: a text's font size
/// times the drawing's scale. The rules' and the landing page's pictures are
/// illustrations, not the board one plays on, and are left out.
pub async fn small_board_text(client: &Client) -> Vec<String> {
    let small = client
        .execute(
            "const size = t => {
                const m = t.getScreenCTM();
                return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
             };
             return [...document.querySelectorAll('svg text')]
                .filter(t => !t.closest('.board-thumb, .rules-picture'))
                .filter(t => t.getScreenCTM() && t.getBoundingClientRect().width > 0)
                .filter(t => t.textContent.trim() !== '' && size(t) < 10.95)
                .slice(0, 6)
                .map(t => JSON.stringify(t.textContent.trim().slice(0, 24)) + ' ' + size(t).toFixed(1) + ' px');",
            vec![],
        )
        .await
        .expect("the board's text sizes");
    small
        .as_array()
        .map(|small| {
            small
                .iter()
                .filter_map(|line| line.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}
