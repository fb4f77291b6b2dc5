//! The schema the binary was built for: the migrations embedded in it, and
//! whether the database has every one of them (readiness: an instance must
//! not take requests on a schema older than its code).

use sqlx::migrate::Migrator;
use sqlx::PgPool;

/// The migrations in `migrations/`, built into the binary.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

/// PostgreSQL's "undefined_table": no migration was ever run here.
const UNDEFINED_TABLE: &str = "42P01";

/// The embedded migrations the database has not applied successfully, by
/// version, in order; empty when the schema is the binary's.
pub async fn unapplied_migrations(pool: &PgPool) -> Result<Vec<i64>, sqlx::Error> {
    let applied: Vec<(i64, bool)> =
        match sqlx::query!("SELECT version, success FROM _sqlx_migrations")
            .fetch_all(pool)
            .await
        {
            Ok(rows) => rows
                .into_iter()
                .map(|row| (row.version, row.success))
                .collect(),
            Err(sqlx::Error::Database(error))
                if error.code().as_deref() == Some(UNDEFINED_TABLE) =>
            {
                Vec::new()
            }
            Err(error) => return Err(error),
        };
    let embedded: Vec<i64> = MIGRATOR
        .iter()
        .filter(|migration| !migration.migration_type.is_down_migration())
        .map(|migration| migration.version)
        .collect();
    Ok(unapplied(&embedded, &applied))
}

/// The versions of `embedded` that `applied` (version, success) lacks or
/// holds as failed. Versions applied that the binary does not know (a newer
/// binary migrated first) do not matter: migrations only add.
pub fn unapplied(embedded: &[i64], applied: &[(i64, bool)]) -> Vec<i64> {
    embedded
        .iter()
        .copied()
        .filter(|version| !applied.contains(&(*version, true)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_version_must_be_applied_successfully() {
        let embedded = [1, 2, 3];
        assert!(unapplied(&embedded, &[(1, true), (2, true), (3, true)]).is_empty());
        assert_eq!(unapplied(&embedded, &[(1, true), (3, true)]), [2]);
        assert_eq!(
            unapplied(&embedded, &[(1, true), (2, false), (3, true)]),
            [2]
        );
        assert_eq!(unapplied(&embedded, &[]), [1, 2, 3]);
        // A newer binary's migration already applied is no reason to wait.
        assert!(unapplied(&embedded, &[(1, true), (2, true), (3, true), (4, true)]).is_empty());
    }

    #[test]
    fn the_binary_embeds_the_migrations_folder() {
        let files = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations"))
            .expect("the migrations folder")
            .filter(|entry| {
                entry
                    .as_ref()
                    .is_ok_and(|entry| entry.path().extension().is_some_and(|ext| ext == "sql"))
            })
            .count();
        assert_eq!(MIGRATOR.iter().count(), files);
    }
}
