//! The stack's floor: the least any page or move of this service could cost.
//!
//! A server built from the same parts as the app (actix-web with as many
//! workers, a sqlx pool of the same size, the same cluster) that does only
//! what pgbench does, over HTTP: one SELECT by key, or one single-row INSERT,
//! and a few bytes back. The harness drives it with the same load generator
//! as the app. Its ratio to pgbench is the ceiling of any ratio the app can
//! reach here; the app's rate over the floor's is how much of that ceiling
//! it uses.
//!
//! It runs as its own process (the bench binary started again with
//! `LOAD_FLOOR_DATABASE_URL` and `LOAD_FLOOR_BIND`), so that, as with the
//! app, the server and the load generator do not share a runtime.

use actix_web::{web, App, HttpResponse, HttpServer};
use sqlx::PgPool;

/// The environment variable that turns the bench binary into the floor server.
pub const DATABASE_VARIABLE: &str = "LOAD_FLOOR_DATABASE_URL";
pub const BIND_VARIABLE: &str = "LOAD_FLOOR_BIND";

/// Serves until killed, when the bench binary was started as the floor.
pub fn serve_if_asked() -> bool {
    let (Ok(url), Ok(bind)) = (
        std::env::var(DATABASE_VARIABLE),
        std::env::var(BIND_VARIABLE),
    ) else {
        return false;
    };
    actix_web::rt::System::new().block_on(async move {
        let pool = scriptorium::store::connect(&url)
            .await
            .expect("the floor's pool");
        HttpServer::new(move || {
            App::new()
                .app_data(web::Data::new(pool.clone()))
                .route("/health", web::get().to(HttpResponse::Ok))
                .route("/select/{id}", web::get().to(select))
                .route("/insert/{v}", web::post().to(insert))
        })
        .bind(bind)
        .expect("the floor's address")
        .run()
        .await
        .expect("the floor server");
    });
    true
}

async fn select(pool: web::Data<PgPool>, id: web::Path<i32>) -> HttpResponse {
    let row: Option<(i32, String)> = sqlx::query_as("SELECT id, v FROM bench_kv WHERE id = $1")
        .bind(*id)
        .fetch_optional(pool.get_ref())
        .await
        .expect("select");
    match row {
        Some((_, v)) => HttpResponse::Ok().body(v),
        None => HttpResponse::NotFound().finish(),
    }
}

async fn insert(pool: web::Data<PgPool>, v: web::Path<i32>) -> HttpResponse {
    sqlx::query("INSERT INTO bench_insert (v) VALUES ($1)")
        .bind(*v)
        .execute(pool.get_ref())
        .await
        .expect("insert");
    HttpResponse::NoContent().finish()
}
