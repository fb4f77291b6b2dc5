// `sqlx::migrate!` embeds the migrations, and `include_dir!` the translation
// files, at compile time; without these lines a new migration or a new
// language folder would not trigger a rebuild and the binary would run
// without it.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=locales");
}
