// Enhancement only: every page works without it (each choice on the board is
// then a link that lands at the choice in progress, each form's answer lands
// at the decision and the board, `#turn`, and the page shows the game as it
// was when loaded).
//
// With it, nothing on the game page loads a new page during play:
// - Choosing on the board is done in place: the same links (HTML or SVG),
//   fetched instead of followed, the choice kept in the address (`?pick=`).
// - Every form of the game (a confirmation, "End my turn", a take-back,
//   resigning, agreements, table talk, the guide, mail and seat settings) is
//   sent in place: the same form, posted by the script, its answer (the page
//   the server sends back) put in place.
// - The game page lives: it listens to the game's live feed (Server-Sent
//   Events, `/games/{id}/live`) while it is visible, and when the game changes
//   it fetches itself again and puts the new notice, decision panel, board,
//   players and talk in place. A feed that fails (refused, 429 or 503, a
//   dropped connection, a restarted instance) is opened again after a pause
//   that doubles up to half a minute, from the sequence number the page shows,
//   and the page fetches itself once to hear what it missed.
// After each, what is being typed, a choice made in a form and which folds are
// open are kept; the board stays where it was on the screen, and the next
// thing to do (the confirmation, the first place to touch, the next button)
// takes the focus and is brought into view when it is not. A choice on the
// board that no longer leads anywhere after the game moved is dropped by the
// server, which says so. A hidden page closes its feed (the player is then no
// longer at the table, so their "your turn" mail may go) and opens it again
// when shown, hearing at once of anything it missed.
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
  if (!marker || !window.fetch || !window.DOMParser || !window.URLSearchParams) return;
  var feed = marker.getAttribute("data-game-live");
  var page = feed.replace(/\/live$/, "");
  var seq = Number(marker.getAttribute("data-seq"));
  var REGIONS = ["game-jump", "turn", "board", "side", "talk"];
  // Forms that lead away from the game page (or come before it starts) are
  // left to the browser.
  var AWAY = /\/(join|leave|rematch|cancel|invite)$/;

  // --- One thing at a time: an action of the player (a choice on the board,
  // a form), then any refresh the live feed asked for meanwhile.
  var queue = [];
  var running = false;
  var refreshWanted = false;
  var acting = false;

  function pump() {
    if (running) return;
    var task = queue.shift();
    if (!task && refreshWanted) {
      refreshWanted = false;
      task = refreshNow;
    }
    if (!task) return;
    running = true;
    Promise.resolve().then(task).catch(function () {}).then(function () {
      running = false;
      pump();
    });
  }

  // A player's action; one at a time (a second touch while one is under way
  // is not queued behind it: the page it was made on is about to change).
  function act(task) {
    if (acting) return;
    acting = true;
    marker.setAttribute("aria-busy", "true");
    queue.push(function () {
      return Promise.resolve().then(task).then(
        function () { acting = false; marker.removeAttribute("aria-busy"); },
        function (error) { acting = false; marker.removeAttribute("aria-busy"); throw error; });
    });
    pump();
  }

  function refresh() {
    refreshWanted = true;
    pump();
  }

  // --- The live feed.
  var source = null;
  var retry = null;
  var pause = 0;

  function listen() {
    if (!window.EventSource || source || retry || document.hidden) return;
    var opened = new EventSource(feed + "?seq=" + seq);
    source = opened;
    opened.addEventListener("open", function () {
      if (pause > 0) refresh();
      pause = 0;
    });
    opened.addEventListener("moved", function (event) {
      if (Number(event.data) > seq) refresh();
    });
    opened.addEventListener("talk", refresh);
    opened.addEventListener("resync", refresh);
    // An error of any kind (a refusal, a lost connection, an instance gone):
    // the browser retries some by itself and gives up on others; the page
    // takes it over, with a growing pause and jitter so that a restarted
    // instance is not met by every page at once.
    opened.addEventListener("error", function () {
      if (source !== opened) return;
      opened.close();
      source = null;
      pause = Math.min(pause ? pause * 2 : 1000, 30000);
      retry = setTimeout(function () {
        retry = null;
        listen();
      }, pause / 2 + Math.random() * pause / 2);
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
  window.addEventListener("online", function () {
    if (retry) { clearTimeout(retry); retry = null; }
    pause = pause || 1000;
    listen();
  });

  // --- Putting a fetched page in place.

  // A form control's key, the same before and after a swap.
  function keyOf(control) {
    var form = control.form ? control.form.getAttribute("action") || "" : "";
    var extra = control.type === "radio" || control.type === "checkbox" ? "=" + control.value : "";
    return form + "|" + (control.name || control.id) + extra;
  }

  function remember(keepTyped) {
    var kept = { controls: {}, open: {}, scrolls: {}, focus: null };
    REGIONS.forEach(function (id) {
      var region = document.getElementById(id);
      if (!region) return;
      if (keepTyped) region.querySelectorAll("input, textarea, select").forEach(function (control) {
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
    if (keepTyped && active && active.matches && active.matches("input, textarea, select")) {
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
        return true;
      }
    }
    return false;
  }

  function myTurn() {
    return !!document.querySelector("#turn .status strong");
  }

  // What the player does next on this page: a button naming the chosen
  // action; else a place to touch on the board or a choice beside it (one on
  // the screen if any: a Carolingi tile is offered both beside the map and
  // far below it); else another decision's button.
  var NEXT = [["#picking form.pick-confirm button"], ["#board a.pick-target", "#picking a.pick-choice"],
    ["#turn form.decision button[type=submit]:not([name=take_back])"]];
  function shown(element) {
    return element.getClientRects().length > 0;
  }
  function onScreen(element) {
    var box = element.getBoundingClientRect();
    var x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    for (var up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      var style = getComputedStyle(up);
      if (up.tagName.toLowerCase() === "svg" || !/(auto|scroll|hidden)/.test(style.overflowX + style.overflowY)) continue;
      var clip = up.getBoundingClientRect();
      if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) return false;
    }
    return true;
  }
  function nextAction() {
    for (var i = 0; i < NEXT.length; i++) {
      var first = null;
      for (var k = 0; k < NEXT[i].length; k++) {
        var found = document.querySelectorAll(NEXT[i][k]);
        for (var j = 0; j < found.length; j++) {
          if (!shown(found[j])) continue;
          if (onScreen(found[j])) return found[j];
          first = first || found[j];
        }
      }
      if (first) return first;
    }
    return null;
  }

  // Scrolls as little as it takes to show `element`, in the page and in any
  // box that scrolls around it (the Carolingi map).
  function bringIntoView(element) {
    if (onScreen(element)) return;
    element.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  // The element whose place on the screen is kept across a swap: the board
  // when any of it shows, else the first region on the screen.
  function anchorOf() {
    var board = document.getElementById("board");
    if (board) {
      var box = board.getBoundingClientRect();
      if (box.bottom > 0 && box.top < window.innerHeight) return "board";
    }
    for (var i = 0; i < REGIONS.length; i++) {
      var region = document.getElementById(REGIONS[i]);
      if (region && region.getBoundingClientRect().bottom > 0) return REGIONS[i];
    }
    return null;
  }

  // Puts the fetched page's regions in place of this one's. `how.action`:
  // the player's own action (the focus goes to what comes next);
  // `how.keepTyped`: keep what was typed (not after the form was sent).
  function swap(html, how) {
    var fresh = new DOMParser().parseFromString(html, "text/html");
    var freshMarker = fresh.querySelector("[data-game-live]");
    if (!freshMarker || freshMarker.getAttribute("data-game-live") !== feed) return false;
    var wasMyTurn = myTurn();
    var anchor = anchorOf();
    var anchorTop = anchor ? document.getElementById(anchor).getBoundingClientRect().top : 0;
    var kept = remember(how.keepTyped);
    var active = document.activeElement;
    REGIONS.forEach(function (id) {
      var old = document.getElementById(id);
      var now = fresh.getElementById(id);
      if (old && now) old.replaceWith(document.importNode(now, true));
      else if (old) old.remove();
    });
    var typing = restore(kept);
    if (anchor && document.getElementById(anchor)) {
      window.scrollBy(0, document.getElementById(anchor).getBoundingClientRect().top - anchorTop);
    }
    seq = Number(freshMarker.getAttribute("data-seq"));
    marker.setAttribute("data-seq", String(seq));
    document.title = fresh.title;
    var shown = freshMarker.getAttribute("data-page");
    if (shown && shown !== location.pathname + location.search) {
      history.replaceState(null, "", shown + location.hash);
    }
    enhanceBoard();
    // The focus goes where the next thing to do is: after the player's own
    // action, and when the turn came to them while nothing of theirs had it.
    var lost = !active || active === document.body || !document.contains(active);
    // The turn came while the player was at the board (not reading the
    // players or the talk, where they stay).
    var turnCame = myTurn() && !wasMyTurn && (anchor === "board" || anchor === "turn");
    if (!typing && (how.action || (turnCame && lost))) {
      var next = nextAction() || (how.action && document.querySelector("#game-notice .flash"));
      if (next) {
        if (!next.hasAttribute("tabindex") && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/i.test(next.tagName)) {
          next.setAttribute("tabindex", "-1");
        }
        next.focus({ preventScroll: true });
        bringIntoView(next);
        // When the turn came, what the others did is shown too, if it fits
        // on the screen with the next thing to do.
        var recap = turnCame && document.getElementById("recap");
        if (recap) {
          var by = recap.getBoundingClientRect().top - 8;
          if (by < 0 && next.getBoundingClientRect().bottom - by <= window.innerHeight) window.scrollBy(0, by);
        }
      }
    }
    document.dispatchEvent(new CustomEvent("game:updated", { detail: { seq: seq, action: !!how.action } }));
    return true;
  }

  function fetchPage(address, live) {
    var headers = live ? { "X-Live-Refresh": "1" } : {};
    return fetch(address, { credentials: "same-origin", headers: headers }).then(function (response) {
      if (!response.ok && response.status !== 409 && response.status !== 422) throw new Error(String(response.status));
      return response.text();
    });
  }

  function refreshNow() {
    return fetchPage(location.pathname + location.search, true)
      .then(function (html) { swap(html, { keepTyped: true }); });
  }

  // An answer that is not this game's page (an error page, another page):
  // shown as the browser would have shown it.
  function showPage(response, html) {
    if (response.redirected && response.ok && response.url) {
      location.assign(response.url);
      return;
    }
    document.open();
    document.write(html);
    document.close();
  }

  // --- A choice on the board: the same link, fetched and put in place. An
  // SVG link's `href` is not a string (an SVGAnimatedString): its attribute is read.
  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target.closest && event.target.closest("a[href]");
    if (!link || !link.closest("#turn, #board")) return;
    var target = new URL(link.getAttribute("href"), location.href);
    if (target.origin !== location.origin || target.pathname !== location.pathname) return;
    event.preventDefault();
    act(function () {
      return fetchPage(target.pathname + target.search, false)
        .then(function (html) {
          history.pushState(null, "", target.pathname + target.search + location.hash);
          if (!swap(html, { action: true, keepTyped: true })) location.assign(target.href);
        })
        .catch(function () { location.assign(target.href); });
    });
  });
  window.addEventListener("popstate", refresh);

  // --- A form of the game: posted by the script, its answer put in place.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented || !form.closest || !form.closest(REGIONS.map(function (id) { return "#" + id; }).join(", "))) return;
    if ((form.getAttribute("method") || "get").toLowerCase() !== "post") return;
    var action = new URL(form.getAttribute("action") || location.href, location.href);
    if (action.origin !== location.origin || action.pathname.indexOf(page + "/") !== 0 || AWAY.test(action.pathname)) return;
    event.preventDefault();
    var data = new FormData(form);
    var submitter = event.submitter;
    if (submitter && submitter.name && !data.has(submitter.name)) data.append(submitter.name, submitter.value);
    var body = new URLSearchParams(data);
    // A decision's answer moves the focus to what comes next; a form beside
    // the game (talk, a note, agreements) gets its own field back.
    var deciding = !!form.closest("#turn, #board");
    var formAction = form.getAttribute("action");
    act(function () {
      var sent;
      return fetch(action.href, { method: "POST", body: body, credentials: "same-origin" })
        .then(function (response) {
          sent = response;
          return response.text();
        })
        .then(function (html) {
          var landed = new URL(sent.url || action.href);
          var ours = landed.pathname === page || landed.pathname.indexOf(page + "/") === 0;
          if (!ours || !swap(html, { action: deciding, keepTyped: false })) {
            showPage(sent, html);
            return;
          }
          if (!deciding) {
            var again = document.querySelector('form[action="' + formAction + '"]');
            var field = again && again.querySelector("textarea, input:not([type=hidden])");
            if (field) { field.focus({ preventScroll: true }); bringIntoView(field); }
          }
        }, function () {
          // The network failed: the form goes the ordinary way.
          form.submit();
        });
    });
  });

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
