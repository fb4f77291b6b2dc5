// Enhancement only: installs the service worker (static/sw.js), which lets a
// phone keep Scriptorium on its home screen and shows an offline page when
// the network is gone.
(function () {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("/sw.js").catch(function () {});
  });
})();
