// `sqlx::migrate!` embeds the migrations at compile time; without this, a
// new migration file would not trigger a rebuild and the binary would run
// without it.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
