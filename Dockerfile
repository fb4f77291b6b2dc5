# Multi-stage build: dependencies cached in their own layer, then the
# application, then a slim runtime image. SQL migrations and templates are
# compiled into the binary; static files are copied beside it.

FROM rust:1.95-bookworm AS deps
WORKDIR /app
COPY Cargo.toml Cargo.lock ./
COPY games/Cargo.toml games/Cargo.toml
# Empty targets so `cargo build` compiles only the dependencies.
RUN mkdir -p src benches games/src games/benches \
 && echo 'fn main() {}' > src/main.rs && touch src/lib.rs && touch games/src/lib.rs \
 && for b in history_step game_page; do echo 'fn main() {}' > benches/$b.rs; done \
 && for b in random_games carolus_magnus torres carolingi; do echo 'fn main() {}' > games/benches/$b.rs; done \
 && cargo build --release --bin scriptorium || true

FROM deps AS build
# The checked SQL is compiled from `.sqlx/`, never from a database.
ENV SQLX_OFFLINE=true
COPY . .
RUN touch src/main.rs src/lib.rs games/src/lib.rs && cargo build --release --bin scriptorium

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --home /app scriptorium
WORKDIR /app
COPY --from=build /app/target/release/scriptorium /usr/local/bin/scriptorium
COPY static ./static
USER scriptorium
ENV BIND=0.0.0.0:8080 DATA_DIR=/app/data
EXPOSE 8080
CMD ["scriptorium", "serve"]
