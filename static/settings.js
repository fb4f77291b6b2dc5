// Enhancement only (the settings page works without it): a user who never
// picked a time zone still has the default, UTC; propose the browser's zone
// by selecting it in the list, and say so, so nothing changes until Save.
(function () {
  var select = document.querySelector("select[data-propose-browser-zone]");
  if (!select || !window.Intl || !Intl.DateTimeFormat) return;
  var zone;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (error) {
    return;
  }
  if (!zone || zone === select.value) return;
  for (var i = 0; i < select.options.length; i++) {
    if (select.options[i].value === zone) {
      select.value = zone;
      var note = document.getElementById("zone-proposed");
      if (note) note.hidden = false;
      return;
    }
  }
})();
