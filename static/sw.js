// Scriptorium's service worker. Pages work without it; with it, a phone can
// keep the site on its home screen, and a page opened without a network
// shows a clear offline page instead of the browser's error. It keeps only
// that page: games are never served from a cache, they change while you are
// away.
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
