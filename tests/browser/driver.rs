//! One chromedriver for the run and a headless Chromium session driven
//! through it with fantoccini.

use crate::system::{ensure_chromium, CHROMEDRIVER, CHROMIUM};
use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use nix::sys::signal::{killpg, Signal};
use nix::unistd::Pid;
use serde_json::{json, Value};
use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub const PHONE: (u32, u32) = (390, 844);
/// A small phone: the narrowest and shortest screen the pages are measured on.
pub const SMALL_PHONE: (u32, u32) = (360, 640);
pub const DESKTOP: (u32, u32) = (1280, 900);

/// chromedriver on a free port of localhost; stopped when dropped.
pub struct ChromeDriver {
    child: Child,
    port: u16,
}

impl ChromeDriver {
    pub fn start() -> ChromeDriver {
        ensure_chromium();
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            // A group of its own, so that the Chromium it starts goes with
            // it even when a failing test never closes its session.
            .process_group(0)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let driver = ChromeDriver { child, port };
        for _ in 0..200 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                return driver;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("chromedriver did not listen on port {port}");
    }

    /// A fresh headless Chromium with a profile of its own.
    pub async fn session(&self, profile: &std::path::Path) -> Client {
        self.session_with(profile, true).await
    }

    /// A fresh headless Chromium, with the pages' JavaScript switched off
    /// when `javascript` is false (as a person may have it): the WebDriver's
    /// own commands still work, the pages' scripts do not run.
    pub async fn session_with(&self, profile: &std::path::Path, javascript: bool) -> Client {
        // The machine's network is closed: every background service Chromium
        // would reach out to is switched off, or it floods refused connections.
        let args = [
            "--headless".to_owned(),
            "--no-sandbox".to_owned(),
            "--disable-gpu".to_owned(),
            "--disable-quic".to_owned(),
            "--no-first-run".to_owned(),
            "--disable-background-networking".to_owned(),
            "--disable-component-update".to_owned(),
            "--disable-sync".to_owned(),
            "--disable-dev-shm-usage".to_owned(),
            "--hide-scrollbars".to_owned(),
            format!("--user-data-dir={}", profile.display()),
        ];
        let capabilities = json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": args,
                "prefs": {
                    "profile.managed_default_content_settings.javascript":
                        if javascript { 1 } else { 2 },
                },
            },
        });
        let Value::Object(capabilities) = capabilities else {
            unreachable!("a JSON object literal")
        };
        ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            .expect("a Chromium session through chromedriver")
    }
}

impl Drop for ChromeDriver {
    fn drop(&mut self) {
        let group = Pid::from_raw(self.child.id() as i32);
        let _ = killpg(group, Signal::SIGKILL);
        let _ = self.child.wait();
    }
}

/// Sets the viewport (not the outer window) to `width`×`height`: headless
/// windows have no frame, but this does not rely on it. The viewport is read
/// back and the window corrected until they agree, because Chromium may report
/// the old viewport for a moment after a resize, larger or smaller than asked
/// (so the correction is signed, and repeated a few times).
pub async fn set_viewport(client: &Client, (width, height): (u32, u32)) {
    let (mut window_width, mut window_height) = (i64::from(width), i64::from(height));
    for _ in 0..5 {
        client
            .set_window_size(window_width.max(1) as u32, window_height.max(1) as u32)
            .await
            .expect("resize the window");
        let inner = client
            .execute("return [window.innerWidth, window.innerHeight];", vec![])
            .await
            .expect("read the viewport");
        let inner_width = inner[0].as_i64().unwrap_or(0);
        let inner_height = inner[1].as_i64().unwrap_or(0);
        if (inner_width, inner_height) == (i64::from(width), i64::from(height)) {
            return;
        }
        window_width += i64::from(width) - inner_width;
        window_height += i64::from(height) - inner_height;
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the viewport did not become {width}×{height} after five resizes");
}

/// A screenshot of the whole page at `size`'s width: the window grows to the
/// page's height for the picture, then returns to `size`.
pub async fn full_page_screenshot(client: &Client, size: (u32, u32)) -> Vec<u8> {
    set_viewport(client, size).await;
    let height = client
        .execute("return document.documentElement.scrollHeight;", vec![])
        .await
        .expect("page height")
        .as_u64()
        .unwrap_or(u64::from(size.1)) as u32;
    set_viewport(client, (size.0, height.max(size.1))).await;
    let png = client.screenshot().await.expect("screenshot");
    set_viewport(client, size).await;
    png
}

/// Logs `username` in through the login form, as a person would.
pub async fn log_in(client: &Client, base: &str, username: &str, password: &str) {
    client.delete_all_cookies().await.expect("forget cookies");
    client
        .goto(&format!("{base}/login"))
        .await
        .expect("open /login");
    client
        .find(Locator::Css("input[name=login]"))
        .await
        .expect("login field")
        .send_keys(username)
        .await
        .expect("type the name");
    client
        .find(Locator::Css("input[name=password]"))
        .await
        .expect("password field")
        .send_keys(password)
        .await
        .expect("type the password");
    client
        .find(Locator::Css("main form button[type=submit]"))
        .await
        .expect("login button")
        .click()
        .await
        .expect("submit the login form");
    // The logout button names whoever is logged in.
    let logged_in = client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::XPath(&format!(
            "//button[contains(., '({username})')]"
        )))
        .await;
    assert!(logged_in.is_ok(), "{username} is logged in after the form");
}

/// A Chrome DevTools Protocol command through chromedriver's own endpoint.
#[derive(Debug)]
pub struct Cdp {
    command: &'static str,
    params: serde_json::Value,
}

impl WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = serde_json::json!({ "cmd": self.command, "params": self.params });
        (http::Method::POST, Some(body.to_string()))
    }
}

pub async fn cdp(client: &Client, command: &'static str, params: serde_json::Value) {
    client
        .issue_cmd(Cdp { command, params })
        .await
        .unwrap_or_else(|error| panic!("{command}: {error}"));
}

/// The colour scheme the page is drawn in as if the device asked for it
/// (`prefers-color-scheme`), or the device's own again (`None`).
pub async fn emulate_color_scheme(client: &Client, scheme: Option<&str>) {
    let features = match scheme {
        Some(scheme) => json!([{ "name": "prefers-color-scheme", "value": scheme }]),
        None => json!([]),
    };
    cdp(
        client,
        "Emulation.setEmulatedMedia",
        json!({ "features": features }),
    )
    .await;
}
