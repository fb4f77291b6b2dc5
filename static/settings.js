// Enhancement only (the settings page works without it): a user who never
// picked a time zone still has the default, UTC; propose the browser's zone
// by filling it in, and say so, so nothing changes until Save.
(function () {
  var field = document.querySelector("input[data-propose-browser-zone]");
  if (!field || !window.Intl || !Intl.DateTimeFormat) return;
  var zone;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (error) {
    return;
  }
  if (!zone || zone === field.value) return;
  var known = document.querySelector("#time-zones option[value='" + zone.replace(/'/g, "") + "']");
  if (!known) return;
  field.value = zone;
  var note = document.getElementById("zone-proposed");
  if (note) note.hidden = false;
})();
