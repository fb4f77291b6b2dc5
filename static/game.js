// Enhancement only: every page works without it (each choice on the board is
// then a link that lands at the choice in progress, and the page shows the
// game as it was when loaded).
//
// With it, the game page lives: it listens to the game's live feed
// (Server-Sent Events, `/games/{id}/live`) while it is visible, and when the
// game changes it fetches itself again and puts the new notice, decision
// panel, board, players and talk in place. The scroll position, what is being
// typed, a choice made in a form and which folds are open are kept. A choice
// on the board goes into the address (`?pick=`); the server checks it again
// against the new legal actions and, when it no longer leads anywhere, drops
// it and says so. Choosing on the board is done in place too: the same links,
// fetched instead of followed. A hidden page closes its feed (the player is
// then no longer at the table, so their "your turn" mail may go) and opens it
// again when shown, hearing at once of anything it missed.
// A board too big for a phone scrolls inside its box; start it at the first
// place the player may touch, else at its middle (once per box: a box put
// back by a live refresh keeps where the player had scrolled it).
function enhanceBoard() {
  var boxes = document.querySelectorAll(".cg-map-box:not([data-placed]), .torres-main:not([data-placed]), .cm-circle-box:not([data-placed])");
  for (var i = 0; i < boxes.length; i++) {
    var box = boxes[i];
    box.setAttribute("data-placed", "");
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
}
enhanceBoard();

// The clocks count down (the page is right without this too: it says the
// time left when it was made, and the cut-off itself).
function tickClocks() {
  var clocks = document.querySelectorAll("time[data-countdown]");
  var now = Date.now();
  for (var i = 0; i < clocks.length; i++) {
    var clock = clocks[i];
    var minutes = Math.floor((Date.parse(clock.getAttribute("datetime")) - now) / 60000);
    if (isNaN(minutes)) continue;
    if (minutes <= 0) {
      var holder = clock.closest(".clock");
      if (holder) holder.textContent = clock.getAttribute("data-up");
      continue;
    }
    var days = Math.floor(minutes / 1440), hours = Math.floor((minutes % 1440) / 60), mins = minutes % 60;
    var d = clock.getAttribute("data-d"), h = clock.getAttribute("data-h"), m = clock.getAttribute("data-m");
    clock.textContent = days > 0 ? days + " " + d + " " + hours + " " + h
      : hours > 0 ? hours + " " + h + " " + mins + " " + m
      : mins + " " + m;
  }
}
setInterval(tickClocks, 30000);

(function () {
  // Says the page's scripts run (the browser tests tell the two ways apart).
  document.documentElement.setAttribute("data-js", "on");
  var marker = document.querySelector("[data-game-live]");
  if (!marker || !window.fetch || !window.EventSource || !window.DOMParser) return;
  var feed = marker.getAttribute("data-game-live");
  var seq = Number(marker.getAttribute("data-seq"));
  var REGIONS = ["game-jump", "game-notice", "turn", "board", "side", "talk"];
  var source = null;
  var busy = false;
  var again = false;

  function listen() {
    if (source || document.hidden) return;
    source = new EventSource(feed + "?seq=" + seq);
    source.addEventListener("moved", function (event) {
      if (Number(event.data) > seq) refresh();
    });
    source.addEventListener("talk", function () { refresh(); });
    source.addEventListener("resync", function () { refresh(); });
  }

  function hush() {
    if (source) source.close();
    source = null;
  }

  document.addEventListener("visibilitychange", function () {
    if (document.hidden) hush(); else listen();
  });
  window.addEventListener("pagehide", hush);

  // A form control's key, the same before and after a swap.
  function keyOf(control) {
    var form = control.form ? control.form.getAttribute("action") || "" : "";
    var extra = control.type === "radio" || control.type === "checkbox" ? "=" + control.value : "";
    return form + "|" + (control.name || control.id) + extra;
  }

  function remember() {
    var kept = { controls: {}, open: {}, scrolls: {}, focus: null };
    REGIONS.forEach(function (id) {
      var region = document.getElementById(id);
      if (!region) return;
      region.querySelectorAll("input, textarea, select").forEach(function (control) {
        if (control.type === "hidden" || !(control.name || control.id)) return;
        var changed = control.type === "radio" || control.type === "checkbox"
          ? control.checked !== control.defaultChecked
          : control.tagName === "SELECT"
            ? control.selectedIndex >= 0 && !control.options[control.selectedIndex].defaultSelected
            : control.value !== control.defaultValue;
        if (changed) kept.controls[keyOf(control)] = control.type === "radio" || control.type === "checkbox" ? control.checked : control.value;
      });
      region.querySelectorAll("details").forEach(function (fold, index) {
        kept.open[id + index] = fold.open;
      });
      region.querySelectorAll(".cg-map-box, .board-box, [data-keep-scroll]").forEach(function (box, index) {
        kept.scrolls[id + index] = [box.scrollLeft, box.scrollTop];
      });
    });
    var active = document.activeElement;
    if (active && active.matches && active.matches("input, textarea, select")) {
      kept.focus = { key: keyOf(active), start: active.selectionStart, end: active.selectionEnd };
    }
    return kept;
  }

  function restore(kept) {
    REGIONS.forEach(function (id) {
      var region = document.getElementById(id);
      if (!region) return;
      region.querySelectorAll("input, textarea, select").forEach(function (control) {
        var key = keyOf(control);
        if (!(key in kept.controls)) return;
        if (control.type === "radio" || control.type === "checkbox") control.checked = kept.controls[key];
        else control.value = kept.controls[key];
      });
      region.querySelectorAll("details").forEach(function (fold, index) {
        if (id + index in kept.open) fold.open = kept.open[id + index];
      });
      region.querySelectorAll(".cg-map-box, .board-box, [data-keep-scroll]").forEach(function (box, index) {
        var at = kept.scrolls[id + index];
        if (at) { box.scrollLeft = at[0]; box.scrollTop = at[1]; box.setAttribute("data-placed", ""); }
      });
    });
    if (kept.focus) {
      var controls = document.querySelectorAll("input, textarea, select");
      for (var i = 0; i < controls.length; i++) {
        if (keyOf(controls[i]) !== kept.focus.key) continue;
        controls[i].focus({ preventScroll: true });
        try { controls[i].setSelectionRange(kept.focus.start, kept.focus.end); } catch (e) { /* not a text field */ }
        break;
      }
    }
  }

  // Puts the fetched page's regions in place of this one's.
  function swap(html) {
    var fresh = new DOMParser().parseFromString(html, "text/html");
    var freshMarker = fresh.querySelector("[data-game-live]");
    if (!freshMarker) return false;
    var x = window.scrollX, y = window.scrollY;
    var kept = remember();
    REGIONS.forEach(function (id) {
      var old = document.getElementById(id);
      var now = fresh.getElementById(id);
      if (old && now) old.replaceWith(document.importNode(now, true));
      else if (old) old.remove();
    });
    restore(kept);
    window.scrollTo(x, y);
    seq = Number(freshMarker.getAttribute("data-seq"));
    marker.setAttribute("data-seq", String(seq));
    document.title = fresh.title;
    var shown = freshMarker.getAttribute("data-page");
    if (shown && shown !== location.pathname + location.search) {
      history.replaceState(null, "", shown + location.hash);
    }
    enhanceBoard();
    document.dispatchEvent(new CustomEvent("game:updated", { detail: { seq: seq } }));
    return true;
  }

  function fetchPage(address, live) {
    var headers = live ? { "X-Live-Refresh": "1" } : {};
    return fetch(address, { credentials: "same-origin", headers: headers }).then(function (response) {
      if (!response.ok && response.status !== 409 && response.status !== 422) throw new Error(String(response.status));
      return response.text();
    });
  }

  // One refresh at a time; changes arriving meanwhile make one more.
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetchPage(location.pathname + location.search, true)
      .then(swap)
      .catch(function () {})
      .then(function () {
        busy = false;
        if (again) { again = false; refresh(); }
      });
  }

  // A choice on the board: the same link, fetched and put in place.
  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target.closest && event.target.closest("a[href]");
    if (!link || !link.closest("#turn, #board")) return;
    var target = new URL(link.href, location.href);
    if (target.origin !== location.origin || target.pathname !== location.pathname) return;
    event.preventDefault();
    fetchPage(target.pathname + target.search, false)
      .then(function (html) {
        history.pushState(null, "", target.pathname + target.search + location.hash);
        swap(html);
      })
      .catch(function () { location.href = link.href; });
  });
  window.addEventListener("popstate", refresh);

  // "Resign" in the jump line opens its fold (without script the fold's
  // own summary is there to touch).
  function openTarget() {
    var target = location.hash && document.getElementById(location.hash.slice(1));
    if (target && target.tagName === "DETAILS") target.open = true;
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();

  listen();
})();
