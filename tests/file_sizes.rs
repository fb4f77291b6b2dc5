//! No file of the service (`src/`) is longer than `LIMIT` lines, inline
//! tests included: a file that long holds more than one idea, and each idea
//! gets a module of its own, with a comment saying what it owns (issue 43).
//! A file may stay longer only when it is generated or a data table, named
//! in `ALLOWED` with the reason; an entry that no longer needs its allowance
//! fails too, so the list only shrinks.

use std::path::{Path, PathBuf};

/// The most lines a file of `src/` may have.
const LIMIT: usize = 800;

/// Files of `src/` that may be longer, each with why (generated code or a
/// data table, nothing else). Empty this list as they go.
const ALLOWED: &[(&str, &str)] = &[];

/// Every `.rs` file under `root`, sorted.
fn rust_files(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// What is wrong with the sizes of the files under `root` (paths relative
/// to it): each file over `limit` lines that `allowed` does not name, and
/// each entry of `allowed` whose file is gone or no longer over the limit.
fn oversized(root: &Path, limit: usize, allowed: &[(&str, &str)]) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut still_needed = Vec::new();
    for path in rust_files(root) {
        let relative = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let lines = std::fs::read_to_string(&path)
            .expect("a source file")
            .lines()
            .count();
        if lines <= limit {
            continue;
        }
        match allowed.iter().find(|(file, _)| *file == relative) {
            Some(_) => still_needed.push(relative),
            None => wrong.push(format!(
                "{relative}: {lines} lines, over {limit}: split it by idea"
            )),
        }
    }
    for (file, _) in allowed {
        if !still_needed.iter().any(|needed| needed == file) {
            wrong.push(format!(
                "{file}: allowed to be long, but it is gone or short now: drop it from ALLOWED"
            ));
        }
    }
    wrong
}

#[test]
fn no_file_of_the_service_is_over_the_limit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (file, reason) in ALLOWED {
        assert!(
            !reason.trim().is_empty(),
            "{file} is allowed without a reason"
        );
    }
    let wrong = oversized(&root, LIMIT, ALLOWED);
    assert!(wrong.is_empty(), "files too long:\n{}", wrong.join("\n"));
}

#[test]
fn the_count_sees_a_long_file_and_a_stale_allowance() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("deep")).unwrap();
    let write = |name: &str, lines: usize| {
        std::fs::write(dir.path().join(name), "// a line\n".repeat(lines)).unwrap()
    };
    write("short.rs", 10);
    write("deep/long.rs", 11);
    write("table.rs", 12);
    let table = [("table.rs", "a data table")];
    assert_eq!(
        oversized(dir.path(), 10, &table),
        ["deep/long.rs: 11 lines, over 10: split it by idea"]
    );
    write("table.rs", 10);
    assert_eq!(
        oversized(dir.path(), 11, &table),
        ["table.rs: allowed to be long, but it is gone or short now: drop it from ALLOWED"]
    );
}
