//! The backups folder (`DATA_DIR/backups`): the names backups get there,
//! which is the newest, and pruning to the newest few. Only files named as
//! this module names them are ever counted or deleted: whatever else the
//! operator keeps there is left alone.

use chrono::{DateTime, NaiveDateTime, Utc};
use std::io;
use std::path::{Path, PathBuf};

const PREFIX: &str = "scriptorium-";
const SUFFIX: &str = ".dump";
/// UTC, to the second: names sort as their times do.
const STAMP: &str = "%Y%m%dT%H%M%SZ";

/// The name of a backup taken at `at`: `scriptorium-20250102T030405Z.dump`.
pub fn name_at(at: DateTime<Utc>) -> String {
    format!("{PREFIX}{}{SUFFIX}", at.format(STAMP))
}

/// The name of a backup taken now.
pub fn new_name() -> String {
    name_at(Utc::now())
}

/// When the backup named `name` was taken; `None` for any other name.
pub fn taken_at(name: &str) -> Option<DateTime<Utc>> {
    let stamp = name.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?;
    let at = NaiveDateTime::parse_from_str(stamp, STAMP).ok()?.and_utc();
    // The parser forgives (fewer digits, say); the name must be exactly ours.
    (name_at(at) == name).then_some(at)
}

/// The backups in `folder`, newest first (none when it does not exist).
pub fn backups(folder: &Path) -> io::Result<Vec<(DateTime<Utc>, PathBuf)>> {
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error),
    };
    let mut found = Vec::new();
    for entry in entries {
        let entry = entry?;
        let Some(at) = entry.file_name().to_str().and_then(taken_at) else {
            continue;
        };
        if entry.file_type()?.is_file() {
            found.push((at, entry.path()));
        }
    }
    found.sort_by(|a, b| b.cmp(a));
    Ok(found)
}

/// When the newest backup in `folder` was taken.
pub fn newest(folder: &Path) -> io::Result<Option<DateTime<Utc>>> {
    Ok(backups(folder)?.first().map(|(at, _)| *at))
}

/// Deletes all but the newest `keep` backups of `folder`; returns the
/// deleted files.
pub fn prune(folder: &Path, keep: usize) -> io::Result<Vec<PathBuf>> {
    let mut deleted = Vec::new();
    for (_, path) in backups(folder)?.into_iter().skip(keep) {
        std::fs::remove_file(&path)?;
        deleted.push(path);
    }
    Ok(deleted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(day: u32, hour: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2025, 1, day, hour, 4, 5).unwrap()
    }

    #[test]
    fn a_name_gives_back_its_time_and_no_other_name_does() {
        assert_eq!(name_at(at(2, 3)), "scriptorium-20250102T030405Z.dump");
        assert_eq!(
            taken_at("scriptorium-20250102T030405Z.dump"),
            Some(at(2, 3))
        );
        for other in [
            "scriptorium-2025012T030405Z.dump",
            "scriptorium-20250102T030405.dump",
            "scriptorium-20250102T030405Z.dump.partial",
            ".scriptorium-20250102T030405Z.dump.77.partial",
            "scriptorium-20251302T030405Z.dump",
            "scriptorium-manual.dump",
            "backup-20250102T030405Z.dump",
            "notes.txt",
        ] {
            assert_eq!(taken_at(other), None, "{other}");
        }
    }

    #[test]
    fn pruning_keeps_exactly_the_newest_and_touches_nothing_else() {
        let folder = tempfile::tempdir().unwrap();
        // Written out of order: the names decide, not the files' times.
        let mut times: Vec<DateTime<Utc>> = (1..=10).map(|day| at(day, day % 3)).collect();
        times.swap(0, 7);
        times.swap(2, 9);
        for time in &times {
            std::fs::write(folder.path().join(name_at(*time)), b"backup").unwrap();
        }
        let others = [
            "notes.txt",
            "scriptorium-manual.dump",
            "scriptorium-20200101T000000Z.dump.partial",
        ];
        for other in others {
            std::fs::write(folder.path().join(other), b"mine").unwrap();
        }
        // A folder with a backup's name (the newest name of all) is no backup.
        std::fs::create_dir(folder.path().join(name_at(at(20, 0)))).unwrap();

        let deleted = prune(folder.path(), 3).unwrap();

        assert_eq!(deleted.len(), 7);
        let mut left: Vec<String> = std::fs::read_dir(folder.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        let mut expected: Vec<String> = [at(8, 2), at(9, 0), at(10, 1)]
            .into_iter()
            .map(name_at)
            .chain(others.iter().map(|other| other.to_string()))
            .chain([name_at(at(20, 0))])
            .collect();
        expected.sort();
        assert_eq!(left, expected);
        assert_eq!(newest(folder.path()).unwrap(), Some(at(10, 1)));

        assert!(
            prune(folder.path(), 3).unwrap().is_empty(),
            "already pruned"
        );
        assert_eq!(prune(folder.path(), 1).unwrap().len(), 2);
    }

    #[test]
    fn a_missing_folder_holds_no_backups() {
        let folder = tempfile::tempdir().unwrap();
        let missing = folder.path().join("backups");
        assert!(backups(&missing).unwrap().is_empty());
        assert_eq!(newest(&missing).unwrap(), None);
        assert!(prune(&missing, 1).unwrap().is_empty());
    }
}
