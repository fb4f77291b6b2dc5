// Scriptorium's service worker. Pages work without it; with it, a phone can
// keep the site on its home screen, a page opened without a network shows a
// clear offline page instead of the browser's error, and push notifications
// ("your turn", a mention, a game's end, a reminder) show and open their
// game. It keeps only the offline page: games are never served from a
// cache, they change while you are away.
"use strict";
var CACHE = "scriptorium-offline-v1";
var OFFLINE = "/offline";

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE)
      .then(function (cache) { return cache.add(new Request(OFFLINE, { cache: "reload" })); })
      .then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys()
      .then(function (names) {
        return Promise.all(names.filter(function (name) { return name !== CACHE; })
          .map(function (name) { return caches.delete(name); }));
      })
      .then(function () { return self.clients.claim(); })
  );
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.mode !== "navigate" || request.method !== "GET") return;
  event.respondWith(
    fetch(request).catch(function () {
      return caches.match(OFFLINE).then(function (page) {
        return page || new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain" } });
      });
    })
  );
});

// A push: {"title", "body", "url"}, decrypted by the browser.
self.addEventListener("push", function (event) {
  var data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = {}; }
  event.waitUntil(
    self.registration.showNotification(data.title || "Scriptorium", {
      body: data.body || "",
      icon: "/static/icon-192.png",
      badge: "/static/icon-192.png",
      tag: data.url || "scriptorium",
      data: { url: data.url || "/" }
    })
  );
});

// Touching a notification opens its game, in a tab already showing it if
// there is one.
self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var url = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin);
  if (url.origin !== self.location.origin) url = new URL("/", self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if (windows[i].url.split("#")[0] === url.href && "focus" in windows[i]) return windows[i].focus();
      }
      return self.clients.openWindow(url.href);
    })
  );
});
