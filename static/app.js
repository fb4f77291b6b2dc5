// Enhancement only (every page works without it):
// - installs the service worker (static/sw.js), which lets a phone keep
//   Scriptorium on its home screen and shows an offline page when the
//   network is gone;
// - keeps the count of games waiting for you current in the title and the
//   menu ("(2)"), from the server's feed of your games (`/live/me`), while
//   the page is visible.
(function () {
  if ("serviceWorker" in navigator) {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js").catch(function () {});
    });
  }

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

  function listen() {
    if (source || document.hidden) return;
    source = new EventSource("/live/me?shown=" + shown);
    source.addEventListener("waiting", function (event) { show(Number(event.data)); });
  }

  document.addEventListener("visibilitychange", function () {
    if (document.hidden) {
      if (source) source.close();
      source = null;
    } else {
      listen();
    }
  });
  window.addEventListener("pagehide", function () { if (source) source.close(); source = null; });
  listen();
})();
