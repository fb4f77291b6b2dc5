// Enhancement only (signing up works without it): the new account starts in
// the browser's time zone, so a newcomer never reads times in UTC. The
// server keeps the zone only if it knows it.
(function () {
  var field = document.getElementById("signup-zone");
  if (!field || !window.Intl || !Intl.DateTimeFormat) return;
  try {
    field.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  } catch (error) {
    field.value = "";
  }
})();
