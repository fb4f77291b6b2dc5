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
