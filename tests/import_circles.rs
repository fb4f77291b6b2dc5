//! No import circles: a module that needs another must not be needed by it,
//! directly or through others, in the service (`src/`) and in the engines
//! (`games/src/`). The graph is read from the source: every `crate::…` and
//! `super::…` path a file names (in a `use` or inline) is an arrow from that
//! file to the module file the path leads to. A circle makes two modules one
//! idea in two files; this test fails on a new one and names its files.
//!
//! Beside it, the rest of the architecture the folders show: imports run
//! down the layers (README "Layout"), and only the store runs SQL.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Circles known and not yet taken apart, each as its sorted files. Empty
/// this list as they go; never add to it.
const KNOWN: &[&[&str]] = &[];

/// The module files of a crate rooted at `root` (its `lib.rs` folder), by
/// module path (`["store", "games"]` for `store/games.rs`).
fn modules(root: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    let mut found = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                let relative = path.strip_prefix(root).unwrap();
                let mut parts: Vec<String> = relative
                    .iter()
                    .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_owned())
                    .collect();
                if matches!(
                    parts.last().map(String::as_str),
                    Some("mod" | "lib" | "main")
                ) {
                    parts.pop();
                }
                found.insert(parts, path);
            }
        }
    }
    found
}

/// The source without comments (a `//` at a line's start or after a space:
/// `http://` in a string stays) and without its inline test modules
/// (`#[cfg(test)] mod … { … }`): a test may reach anywhere.
fn code_of(text: &str) -> String {
    without_comments(&without_test_modules(text))
}

/// `text` without its comments (see `code_of`).
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|line| {
            let cut = line
                .match_indices("//")
                .find(|(at, _)| *at == 0 || line[..*at].ends_with(|c: char| c.is_whitespace()))
                .map_or(line.len(), |(at, _)| at);
            &line[..cut]
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `text` less every `#[cfg(test)]` module written inline, found by
/// counting braces from the one that opens it.
fn without_test_modules(text: &str) -> String {
    let mut kept = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        let after = &rest[at + "#[cfg(test)]".len()..];
        let next = after.trim_start();
        let is_inline_module = next.starts_with("mod ")
            && next
                .find(['{', ';'])
                .is_some_and(|end| next.as_bytes()[end] == b'{');
        if !is_inline_module {
            kept.push_str(&rest[..at + "#[cfg(test)]".len()]);
            rest = after;
            continue;
        }
        kept.push_str(&rest[..at]);
        let open = after.find('{').unwrap_or(0);
        let mut depth = 0usize;
        let mut end = after.len();
        for (offset, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + offset + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    kept.push_str(rest);
    kept
}

/// Every path after `crate::` or `super::` in `code`, as written (groups in
/// braces give one path per member, one level deep).
fn named_paths(code: &str) -> Vec<(String, Vec<String>)> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut paths = Vec::new();
    for start in ["crate::", "super::"] {
        for (at, _) in code.match_indices(start) {
            if code[..at].ends_with(ident) {
                continue; // `scriptorium_games::…` or another word ending here
            }
            let anchor = start.trim_end_matches("::").to_owned();
            let mut rest = &code[at + start.len()..];
            let mut segments = Vec::new();
            let mut extra_supers = 0;
            loop {
                let word: String = rest.chars().take_while(|c| ident(*c)).collect();
                if word.is_empty() {
                    break;
                }
                rest = &rest[word.len()..];
                if word == "super" && segments.is_empty() {
                    extra_supers += 1;
                } else {
                    segments.push(word);
                }
                if let Some(next) = rest.strip_prefix("::") {
                    rest = next;
                } else {
                    break;
                }
            }
            let base = format!("{anchor}{}", "+super".repeat(extra_supers));
            if let Some(group) = rest.strip_prefix('{') {
                let inner = &group[..group.find('}').unwrap_or(group.len())];
                for member in inner.split(',') {
                    let mut member_path = segments.clone();
                    let first: String = member.trim().chars().take_while(|c| ident(*c)).collect();
                    if !first.is_empty() && first != "self" {
                        member_path.push(first);
                    }
                    paths.push((base.clone(), member_path));
                }
            } else {
                paths.push((base, segments));
            }
        }
    }
    paths
}

/// The arrows between the module files of the crate at `root`.
fn arrows(root: &Path) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let modules = modules(root);
    let mut graph: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(file).expect("a source file");
        // `foo.rs` and `foo/mod.rs` are both the module `foo`; `super` is
        // its parent. Arrows to a file's own ancestors are left out: a
        // folder's `mod.rs` names its files, and they take its shared items.
        let targets = graph.entry(file.clone()).or_default();
        for (anchor, segments) in named_paths(&code_of(&text)) {
            let mut path: Vec<String> = if anchor == "crate" {
                Vec::new()
            } else {
                let ups = anchor.matches("super").count();
                module[..module.len().saturating_sub(ups)].to_vec()
            };
            path.extend(segments);
            // The longest prefix that is a module file.
            while !path.is_empty() && !modules.contains_key(&path) {
                path.pop();
            }
            if let Some(target) = modules.get(&path) {
                if target != file && !path.is_empty() && !module.starts_with(&path) {
                    targets.insert(target.clone());
                }
            }
        }
    }
    graph
}

/// The strongly connected groups of more than one file (Tarjan).
fn circles(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on_stack: BTreeSet<&'a PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, node: &'a PathBuf) {
            let number = self.index.len();
            self.index.insert(node, number);
            self.low.insert(node, number);
            self.stack.push(node);
            self.on_stack.insert(node);
            for next in self.graph.get(node).into_iter().flatten() {
                let Some((next, _)) = self.graph.get_key_value(next) else {
                    continue;
                };
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut group = Vec::new();
                while let Some(member) = self.stack.pop() {
                    self.on_stack.remove(member);
                    group.push(member.clone());
                    if member == node {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}

fn circles_of(crate_root: &str) -> Vec<Vec<String>> {
    let project = Path::new(env!("CARGO_MANIFEST_DIR"));
    circles(&arrows(&project.join(crate_root)))
        .into_iter()
        .map(|group| {
            group
                .iter()
                .map(|file| {
                    file.strip_prefix(project)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned()
                })
                .collect()
        })
        .collect()
}

#[test]
fn the_service_and_the_engines_have_no_new_import_circle() {
    let mut found = circles_of("src");
    found.extend(circles_of("games/src"));
    let known: Vec<Vec<String>> = KNOWN
        .iter()
        .map(|group| group.iter().map(|file| file.to_string()).collect())
        .collect();
    let new: Vec<&Vec<String>> = found
        .iter()
        .filter(|group| !known.contains(group))
        .collect();
    assert!(new.is_empty(), "import circles: {new:#?}");
}

#[test]
fn the_reader_sees_a_circle_it_is_shown() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    write("lib.rs", "mod a;\nmod b;\nmod c;\n");
    write("a.rs", "use crate::b::Thing;\n");
    write(
        "b.rs",
        "// use crate::c::Nothing; (a comment is no arrow)\npub fn f() { super::c::g() }\n",
    );
    write("c.rs", "use super::{a, b};\n");
    let found = circles(&arrows(dir.path()));
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].len(), 3, "a -> b -> c -> a: {found:?}");
    write(
        "c.rs",
        "pub fn g() {}\n#[cfg(test)]\nmod tests {\n    use crate::a::Thing;\n}\n",
    );
    assert!(
        circles(&arrows(dir.path())).is_empty(),
        "c -> a gone: {:?}",
        circles(&arrows(dir.path()))
    );
}

/// The layer a file of the service belongs to (README "Layout"): the web
/// above, the domain's capabilities, and beneath them the store, the
/// engines' registry and the support code; `metrics` beside everything and
/// `app` around it all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layer {
    App,
    Web,
    Domain,
    Beneath,
    Beside,
}

fn layer_of(relative: &Path) -> Layer {
    let first = relative
        .iter()
        .next()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_owned())
        .unwrap_or_default();
    match first.as_str() {
        "app" | "main" | "lib" => Layer::App,
        "web" => Layer::Web,
        "store" | "games" | "support" => Layer::Beneath,
        "metrics" => Layer::Beside,
        _ => Layer::Domain,
    }
}

/// Arrows against the layers known and not yet taken apart. Empty this list
/// as they go; never add to it.
const KNOWN_AGAINST_LAYERS: &[&str] = &[];

/// Imports run one way: nothing beneath the domain imports the domain, the
/// web or the app; the domain imports neither the web nor the app; the
/// metrics import nothing of the crate; and the engines' registry
/// (`games/`) says nothing in words (no translations: `support::i18n`).
#[test]
fn the_layers_import_downwards_only() {
    let project = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = project.join("src");
    let mut wrong = Vec::new();
    for (file, targets) in arrows(&root) {
        let from = file.strip_prefix(&root).unwrap().to_path_buf();
        for target in targets {
            let to = target.strip_prefix(&root).unwrap().to_path_buf();
            let (above, below) = (layer_of(&from), layer_of(&to));
            let allowed = match (above, below) {
                (Layer::Beneath, Layer::Domain | Layer::Web | Layer::App) => false,
                (Layer::Domain, Layer::Web | Layer::App) => false,
                (Layer::Beside, other) => other == Layer::Beside,
                _ => true,
            };
            let words_in_the_registry = from.starts_with("games") && to.starts_with("support/i18n");
            let arrow = format!("{} → {}", from.display(), to.display());
            if (!allowed || words_in_the_registry)
                && !KNOWN_AGAINST_LAYERS.contains(&arrow.as_str())
            {
                wrong.push(arrow);
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

/// Files of the service that may run SQL outside `src/store/`, each (under
/// `src/`) with why. Keep it empty: a statement belongs in the store.
const SQL_OUTSIDE_STORE: &[(&str, &str)] = &[];

/// Whether an identifier names a way sqlx runs SQL: its statement functions
/// and macros (`query`, `query_as`, `query_scalar`, their `_with`, `_file`
/// and `_unchecked` forms, the query builder), `raw_sql`, or its `Executor`
/// (which runs a string as it is).
fn runs_sql(ident: &str) -> bool {
    ident.starts_with("query") || ident == "raw_sql" || ident == "Executor"
}

/// The ways `code` runs SQL through sqlx, as written: a path through
/// `sqlx::` to one of them (`sqlx::query(…)`, `use sqlx::{PgPool, query}`),
/// and a statement macro however it was imported (`query!`, `query_as!`).
fn sql_in(code: &str) -> Vec<String> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let word_at = |rest: &str| -> String { rest.chars().take_while(|c| ident(*c)).collect() };
    let mut found = Vec::new();
    for (at, _) in code.match_indices("sqlx::") {
        if code[..at].ends_with(ident) {
            continue;
        }
        let rest = &code[at + "sqlx::".len()..];
        let named: Vec<String> = match rest.strip_prefix('{') {
            // A group, nested groups included: every name in it.
            Some(group) => {
                let mut depth = 1;
                let end = group
                    .char_indices()
                    .find(|(_, c)| {
                        depth += match c {
                            '{' => 1,
                            '}' => -1,
                            _ => 0,
                        };
                        depth == 0
                    })
                    .map_or(group.len(), |(end, _)| end);
                group[..end]
                    .split(|c: char| !ident(c))
                    .map(str::to_owned)
                    .collect()
            }
            None => {
                let mut segments = Vec::new();
                let mut rest = rest;
                loop {
                    let word = word_at(rest);
                    if word.is_empty() {
                        break;
                    }
                    rest = &rest[word.len()..];
                    segments.push(word);
                    match rest.strip_prefix("::") {
                        Some(next) => rest = next,
                        None => break,
                    }
                }
                segments
            }
        };
        found.extend(
            named
                .into_iter()
                .filter(|name| runs_sql(name))
                .map(|name| format!("sqlx::{name}")),
        );
    }
    for (at, _) in code.match_indices('!') {
        let before = &code[..at];
        let start = before.trim_end_matches(ident).len();
        let name = &before[start..];
        let in_sqlx_path = before[..start].ends_with("sqlx::");
        if name.starts_with("query") && !in_sqlx_path {
            found.push(format!("{name}!"));
        }
    }
    found
}

/// The SQL run under `root` outside its `store/` folder and not allowed by
/// `allowed`, as `file: way`, and each allowance no longer used.
fn sql_outside_store(root: &Path, allowed: &[(&str, &str)]) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut used = BTreeSet::new();
    for file in modules(root).into_values() {
        let relative = file.strip_prefix(root).unwrap().to_path_buf();
        if relative.starts_with("store") {
            continue;
        }
        let relative = relative.to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&file).expect("a source file");
        for way in sql_in(&without_comments(&text)) {
            match allowed.iter().find(|(file, _)| *file == relative) {
                Some(_) => {
                    used.insert(relative.clone());
                }
                None => wrong.push(format!("{relative}: {way}")),
            }
        }
    }
    for (file, _) in allowed {
        if !used.contains(*file) {
            wrong.push(format!("{file}: allowed to run SQL but runs none: drop it"));
        }
    }
    wrong.sort();
    wrong
}

/// Only the store holds SQL (README "Layout", CONVENTIONS): every statement
/// of the service, tests of other modules included, is the store's.
#[test]
fn only_the_store_runs_sql() {
    for (file, reason) in SQL_OUTSIDE_STORE {
        assert!(
            !reason.trim().is_empty(),
            "{file} is allowed without a reason"
        );
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let wrong = sql_outside_store(&root, SQL_OUTSIDE_STORE);
    assert!(
        wrong.is_empty(),
        "SQL outside src/store/:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_reader_sees_sql_however_it_is_written() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("store")).unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    write(
        "lib.rs",
        "mod a;\nmod b;\nmod c;\nmod d;\nmod e;\nmod store;\n",
    );
    write(
        "a.rs",
        "fn f() { sqlx::query(\"DELETE FROM games\").execute(pool); }\n",
    );
    write("b.rs", "use sqlx::{postgres::{PgPool}, query_as};\n");
    write(
        "c.rs",
        "use sqlx::Executor;\nfn f() { conn.execute(\"SET x = 1\"); }\n",
    );
    write(
        "d.rs",
        "fn f() { let n = query_scalar!(\"SELECT 1\"); let m = sqlx::query_as!(A, \"…\"); }\n",
    );
    // None of these runs SQL.
    write(
        "e.rs",
        "// sqlx::query in a comment\nuse sqlx::{PgPool, Postgres};\n\
         fn f(url: Url) -> sqlx::Result<()> { url.query(); println!(\"?\"); }\n",
    );
    write("store/mod.rs", "fn f() { sqlx::query(\"SELECT 1\"); }\n");
    assert_eq!(
        sql_outside_store(dir.path(), &[]),
        [
            "a.rs: sqlx::query",
            "b.rs: sqlx::query_as",
            "c.rs: sqlx::Executor",
            "d.rs: query_scalar!",
            "d.rs: sqlx::query_as",
        ]
    );
    assert_eq!(
        sql_outside_store(dir.path(), &[("a.rs", "a try"), ("e.rs", "a try")]),
        [
            "b.rs: sqlx::query_as",
            "c.rs: sqlx::Executor",
            "d.rs: query_scalar!",
            "d.rs: sqlx::query_as",
            "e.rs: allowed to run SQL but runs none: drop it",
        ]
    );
}
