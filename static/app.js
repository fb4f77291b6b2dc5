// Enhancement only (every page works without it):
// - installs the service worker (static/sw.js), which lets a phone keep
//   Scriptorium on its home screen and shows an offline page when the
//   network is gone;
// - turns push notifications on for this device ("Notify me on this
//   device": the settings and the game page), sending the browser's
//   subscription to the server;
// - tells the server the browser's time zone (the `tz` cookie), in which
//   times are shown until the account chooses one;
// - keeps the count of games waiting for you current in the title and the
//   menu ("(2)"), from the server's feed of your games (`/live/me`), while
//   the page is visible.
(function () {
  // The browser's time zone, kept in a cookie for a year: the server shows
  // times in it when the account has chosen none (and to a visitor).
  try {
    var zone = window.Intl && Intl.DateTimeFormat().resolvedOptions().timeZone;
    var kept = (document.cookie.match(/(?:^|;\s*)tz=([^;]*)/) || [])[1];
    if (zone && kept !== zone) {
      document.cookie = "tz=" + zone + "; path=/; max-age=31536000; samesite=lax";
    }
  } catch (error) { /* no zone: times stay in UTC, named */ }

  if ("serviceWorker" in navigator) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js").catch(function () {});
    });
  }

  // Push notifications: offered only where the browser can do them.
  var canPush = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  function keyBytes(base64url) {
    var base64 = (base64url + "===".slice((base64url.length + 3) % 4)).replace(/-/g, "+").replace(/_/g, "/");
    var raw = atob(base64);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }
  function say(box, which) {
    var state = box.querySelector("[data-push-state]");
    var text = box.querySelector("[data-push-" + which + "]");
    if (state && text) { state.textContent = text.textContent; state.hidden = false; }
  }
  function turnOn(box) {
    var button = box.querySelector("[data-push-enable]");
    Notification.requestPermission()
      .then(function (permission) {
        if (permission !== "granted") { say(box, "denied"); throw new Error("denied"); }
        return navigator.serviceWorker.ready;
      })
      .then(function (registration) {
        return registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(box.getAttribute("data-push-key"))
        });
      })
      .then(function (subscription) {
        var json = subscription.toJSON();
        var form = new URLSearchParams();
        form.set("csrf", box.getAttribute("data-csrf"));
        form.set("endpoint", json.endpoint);
        form.set("p256dh", json.keys.p256dh);
        form.set("auth", json.keys.auth);
        form.set("device", (navigator.userAgentData && navigator.userAgentData.platform) || navigator.platform || "");
        return fetch("/push/subscriptions", { method: "POST", credentials: "same-origin", body: form });
      })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        if (button) button.hidden = true;
        say(box, "done");
        if (location.pathname === "/settings") location.reload();
      })
      .catch(function (error) { if (String(error.message) !== "denied") say(box, "failed"); });
  }
  // Offers the button in every box not yet offered: at load, and again
  // when a live refresh put a new box in place.
  function offerPush() {
    if (!canPush) return;
    navigator.serviceWorker.ready.then(function (registration) {
      // A browser without a push service at hand may refuse even to say:
      // then the button is offered, and says so if subscribing fails.
      return registration.pushManager.getSubscription().catch(function () { return null; });
    }).then(function (subscription) {
      var boxes = document.querySelectorAll("[data-push-key]:not([data-push-offered])");
      for (var i = 0; i < boxes.length; i++) {
        var box = boxes[i];
        box.setAttribute("data-push-offered", "");
        var button = box.querySelector("[data-push-enable]");
        if (!button) continue;
        // On the settings page the button stays, to add this device again.
        if (subscription && Notification.permission === "granted" && location.pathname !== "/settings") continue;
        button.hidden = false;
        button.addEventListener("click", turnOn.bind(null, box));
      }
    }).catch(function () {});
  }
  offerPush();
  document.addEventListener("game:updated", offerPush);

  var counts = document.querySelectorAll("[data-waiting-count]");
  if (!counts.length || !window.EventSource) return;
  var source = null;
  var shown = Number((counts[0].textContent.match(/\d+/) || ["0"])[0]);

  function show(count) {
    shown = count;
    for (var i = 0; i < counts.length; i++) {
      counts[i].textContent = " (" + count + ")";
      counts[i].hidden = count === 0;
    }
    var title = document.title.replace(/^\(\d+\) /, "");
    document.title = (count > 0 ? "(" + count + ") " : "") + title;
  }

  var retry = null;
  var pause = 0;

  // A feed that fails in any way (a refusal, a lost connection, an instance
  // gone) is opened again after a pause that doubles up to half a minute,
  // with the count the page shows: the server says the right one at once.
  function listen() {
    if (source || retry || document.hidden) return;
    var opened = new EventSource("/live/me?shown=" + shown);
    source = opened;
    opened.addEventListener("open", function () { pause = 0; });
    opened.addEventListener("waiting", function (event) { show(Number(event.data)); });
    opened.addEventListener("error", function () {
      if (source !== opened) return;
      opened.close();
      source = null;
      pause = Math.min(pause ? pause * 2 : 1000, 30000);
      retry = setTimeout(function () { retry = null; listen(); }, pause / 2 + Math.random() * pause / 2);
    });
  }

  function hush() {
    if (source) source.close();
    source = null;
    if (retry) clearTimeout(retry);
    retry = null;
  }

  document.addEventListener("visibilitychange", function () {
    if (document.hidden) hush(); else listen();
  });
  window.addEventListener("pagehide", hush);
  window.addEventListener("pageshow", function (event) { if (event.persisted) listen(); });
  listen();
})();
