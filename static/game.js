// Enhancement only (every page works without it): while a game page is open
// and visible, check every 20 s whether the game moved on, and reload when it
// did, unless the player is typing. The reload counts as a visit, so no
// "your turn" mail goes to someone who has the game open.
(function () {
  // Says the page's scripts run (the browser tests tell the two ways apart).
  document.documentElement.setAttribute("data-js", "on");
  var marker = document.querySelector("[data-game-poll]");
  if (!marker || !window.fetch) return;
  var url = marker.getAttribute("data-game-poll");
  var seq = Number(marker.getAttribute("data-seq"));
  setInterval(function () {
    if (document.hidden) return;
    var active = document.activeElement;
    if (active && /INPUT|SELECT|TEXTAREA/.test(active.tagName)) return;
    fetch(url, { credentials: "same-origin" })
      .then(function (response) { return response.json(); })
      .then(function (data) { if (data.seq > seq) window.location.reload(); })
      .catch(function () {});
  }, 20000);
})();
