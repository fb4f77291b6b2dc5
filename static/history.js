// Keyboard arrows step through a game's history (the links work without it).
document.addEventListener("keydown", function (event) {
  if (event.target && /INPUT|SELECT|TEXTAREA/.test(event.target.tagName)) return;
  var link = null;
  if (event.key === "ArrowLeft") link = document.getElementById("prev");
  if (event.key === "ArrowRight") link = document.getElementById("next");
  if (link) { window.location.href = link.href; }
});
