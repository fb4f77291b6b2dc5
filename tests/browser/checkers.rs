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

/// The controls and board targets on the page the session shows now that are
/// smaller than 44 × 44 CSS px (WCAG 2.5.5), each as "what (width × height)".
/// A link inside running text is exempt (as the criterion says); a radio or
/// check box is measured by its label, which takes the touch; what is not
/// shown (a closed fold, the other size's menu) is skipped.
pub async fn small_targets(client: &Client) -> Vec<String> {
    let found = client
        .execute(
            "const seen = new Set();
             const small = [];
             const controls = 'button, a.button, select, input:not([type=hidden]), summary, '
                + 'nav a, a.pick-target, a.pick-choice, label.check, label.choice';
             for (const control of document.querySelectorAll(controls)) {
               let target = control;
               if (control.matches('input[type=radio], input[type=checkbox]')) {
                 target = control.closest('label') || control;
               }
               if (seen.has(target) || target.closest('.skip, .visually-hidden')) continue;
               seen.add(target);
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
    found
        .as_array()
        .map(|small| {
            small
                .iter()
                .filter_map(|line| line.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// The page's width when it is wider than the phone, with what sticks out.
pub async fn wider_than_the_phone(client: &Client) -> Option<String> {
    let width = client
        .execute("return document.documentElement.scrollWidth;", vec![])
        .await
        .expect("the page's width")
        .as_u64()
        .unwrap_or(0);
    if width <= u64::from(crate::driver::PHONE.0) {
        return None;
    }
    let wide = client
        .execute(
            "return [...document.querySelectorAll('body *')]
                .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
                .slice(0, 6)
                .map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));",
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
