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
// Enhancement only: a board too big for a phone scrolls inside its box; start
// it at the first place the player may touch, else at its middle.
(function () {
  var boxes = document.querySelectorAll(".cg-map-box");
  for (var i = 0; i < boxes.length; i++) {
    var box = boxes[i];
    if (box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight) continue;
    var target = box.querySelector("a.pick-target");
    if (target && target.getBoundingClientRect) {
      var t = target.getBoundingClientRect();
      var b = box.getBoundingClientRect();
      box.scrollLeft += t.left - b.left - (box.clientWidth - t.width) / 2;
      box.scrollTop += t.top - b.top - (box.clientHeight - t.height) / 2;
    } else {
      box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
      box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
    }
  }
})();
