# Scriptorium: die Seiten, Formulare und Mails des Dienstes.
# Die Kennungen sind in allen Sprachen gleich; jede Datei enthält dieselben.

## Diese Sprache in ihrem eigenen Namen (so steht sie im Sprachmenü)
language-name = Deutsch

## Wie diese Sprache Datum und Uhrzeit schreibt (chrono strftime: %d Tag, %m Monat, %Y Jahr, %H:%M Uhrzeit, %Z Zone)
date-time-pattern = %d.%m.%Y, %H:%M %Z
date-pattern = %d.%m.%Y

## Navigation und Seitenrahmen
app-name = Scriptorium
app-description = Brettspiele, langsam gespielt: ein Zug am Tag, per E-Mail und auf dem Handy.
offline-title = Du bist offline
offline-explain = Scriptorium ist gerade nicht erreichbar. Deine Partien sind auf dem Server sicher: Komm wieder, wenn deine Verbindung zurück ist.
offline-retry = Erneut versuchen
app-tagline = Brettspiele per Post, in deinem eigenen Tempo.
nav-label = Website
nav-menu = Menü
nav-lobby = Lobby
nav-my-games = Meine Partien
nav-settings = Einstellungen
nav-login = Anmelden
nav-signup = Registrieren
nav-logout = Abmelden
nav-mail = Lokale Post
nav-skip = Zum Inhalt springen

## Konten
account-email-confirmed = Deine E-Mail-Adresse ist bestätigt.
account-email-link-sent = Ein neuer Link ist unterwegs an deine Adresse.
account-email-change-sent = Ein Link ging an die neue Adresse: Deine Adresse ändert sich, sobald du ihn benutzt. Deine bisherige Adresse wurde benachrichtigt.
account-deleted = Dein Konto ist gelöscht. Beendete Partien zeigen deinen Platz als „ehemaliger Spieler“.
account-confirm-email-title = E-Mail-Adresse bestätigen
account-confirm-email-text = Diese Adresse für dein Scriptorium-Konto verwenden:
account-confirm-email-button = Diese Adresse bestätigen
settings-email-title = E-Mail-Adresse
settings-email-verified = bestätigt
settings-email-unverified = noch nicht bestätigt: Es gehen keine Spiel-Mails an sie, bis du den geschickten Link benutzt.
settings-email-resend = Link erneut senden
settings-email-new = Neue Adresse
settings-email-change = Meine Adresse ändern
settings-email-change-help = Ein Link geht an die neue Adresse; nichts ändert sich, bevor er benutzt wird. Deine bisherige Adresse wird benachrichtigt.
settings-data-title = Deine Daten
settings-data-download = Alles herunterladen, was wir über dich speichern (JSON)
settings-delete-title = Mein Konto löschen
settings-delete-help = Dein Konto, deine Sitzungen, Schlüssel, Nachrichten, Notizen und Wertungen verschwinden. Beendete Partien behalten deinen Platz als „ehemaliger Spieler“; in laufenden Partien spielt der Computer deinen Platz; offene Partien, die du angelegt hast, werden abgesagt.
settings-delete-understood = Ich verstehe, dass das nicht rückgängig zu machen ist.
settings-delete-button = Mein Konto endgültig löschen
limit-email-links = Im Moment zu viele Adress-Links: Warte ein wenig.
account-email-link-invalid = Dieser Link ist nicht (mehr) gültig: Er wurde benutzt, durch einen neueren ersetzt, durch eine Passwortänderung beendet oder ist zu alt.
account-email-needs-password = Um das Konto auf diese Adresse umzustellen, melde dich hier zuerst bei ihm an oder gib sein Passwort ein.
account-confirm-email-password = Das Passwort des Kontos
account-confirm-email-password-help = Du bist hier nicht bei diesem Konto angemeldet: Gib sein Passwort ein, um die Änderung zu bestätigen (oder melde dich zuerst an).
account-not-me-title = Das war ich nicht
account-not-me-text = Jemand möchte dein Scriptorium-Konto von der Adresse { $address } wegbewegen. Stoppe es hier: Die Änderung wird abgebrochen (oder rückgängig gemacht), alle Sitzungen und API-Tokens des Kontos enden, und ein Link für ein neues Passwort geht an { $address }.
account-not-me-button = Stoppen und mein Konto schützen
account-not-me-done = Erledigt: Die Änderung ist gestoppt und alle Sitzungen sind beendet. Ein Link für ein neues Passwort ist an deine Adresse unterwegs.
account-not-me-taken = Alle Sitzungen und API-Tokens des Kontos sind beendet, aber seine alte Adresse gehört jetzt einem anderen Konto und konnte nicht zurückgegeben werden: Bitte den Betreiber der Seite um Hilfe.
limit-tokens = Im Moment zu viele neue API-Tokens: Warte ein wenig.
limit-replies = Gerade zu viele Antworten per Mail: Warte ein wenig.
settings-api-password-help = Ein Token funktioniert ohne dein Passwort, bis du es widerrufst: Deshalb verlangt das Erstellen eines Tokens das Passwort.
account-email-taken = Diese Adresse gehört zu einem anderen Konto.
account-email-same = Das ist schon deine Adresse.
account-delete-unconfirmed = Kreuze das Kästchen an, um zu bestätigen, dass das Löschen endgültig ist.
account-username = Benutzername
account-email = E-Mail
account-password = Passwort
account-password-hint = Mindestens 10 Zeichen.
account-login-name = Benutzername oder E-Mail
account-signup-title = Konto anlegen
account-signup-button = Mein Konto anlegen
account-login-title = Anmelden
account-login-button = Anmelden
account-forgot = Passwort vergessen?
account-reset-title = Passwort zurücksetzen
account-reset-request-help = Gib deine E-Mail-Adresse ein: Gehört sie zu einem Konto, schicken wir einen Link, um ein neues Passwort zu wählen.
account-reset-send = Link schicken
account-reset-sent = Wenn diese Adresse zu einem Konto gehört, ist ein Link unterwegs.
account-new-password = Neues Passwort
account-reset-button = Neues Passwort speichern
account-reset-done = Dein Passwort wurde geändert. Melde dich damit an.
account-reset-invalid = Dieser Link ist ungültig, schon benutzt oder abgelaufen. Fordere einen neuen an.
account-welcome = Willkommen im Scriptorium!
account-logged-in = Du bist angemeldet.
account-logged-out = Du bist abgemeldet.
account-bad-login = Falscher Benutzername oder falsches Passwort.
account-rate-limited = Zu viele Fehlversuche. Warte ein paar Minuten und versuche es erneut.
account-taken = Dieser Benutzername oder diese E-Mail-Adresse ist schon vergeben.
account-name-computer = Dieser Name gehört einem Computerspieler oder ist seinem zum Verwechseln ähnlich. Bitte wähle einen anderen.
account-bad-username = Ein Benutzername hat 3 bis 30 Buchstaben, Ziffern, „-“ oder „_“.
account-bad-email = Das sieht nicht wie eine E-Mail-Adresse aus.
account-bad-password = Ein Passwort hat mindestens 10 und höchstens 200 Zeichen.
settings-title = Einstellungen
settings-language = Sprache
settings-language-auto = Wie mein Browser sagt
settings-time-zone = Zeitzone
settings-time-zone-hint = Tippe eine Stadt und wähle sie aus den Vorschlägen, z. B. Europe/Berlin oder America/New_York.
settings-theme = Farben
settings-theme-device = Wie das Gerät eingestellt ist (hell oder dunkel)
settings-theme-light = Immer hell
settings-theme-dark = Immer dunkel
settings-save = Speichern
settings-saved = Deine Einstellungen wurden gespeichert.
settings-bad-time-zone = Unbekannte Zeitzone.
settings-api-title = API-Schlüssel
settings-api-help = Ein Schlüssel lässt ein Programm (einen Bot, ein Skript) die JSON-API in deinem Namen nutzen.
settings-api-label = Bezeichnung
settings-api-create = Einen Schlüssel anlegen
settings-api-created = Dein neuer Schlüssel (wird nur einmal gezeigt):

## Lobby
lobby-title = Lobby
lobby-open-games = Offene Partien
lobby-none-open = Keine Partie wartet auf Spieler. Lege eine an!
lobby-create = Partie anlegen
lobby-game = Spiel
lobby-seats = Spieler
lobby-time-limit = Bedenkzeit
lobby-no-limit = Ohne Limit
lobby-not-finished = Nur eine beendete Partie bekommt eine Revanche.
lobby-seat-not-vanished = Nur einen Platz, den der Computer für einen gegangenen Spieler hält, kann man anbieten.
lobby-seat-not-offered = Dieser Platz ist dir nicht angeboten (oder jemand hat ihn zuerst übernommen).
lobby-seats-to-take = Plätze zu übernehmen
lobby-seats-to-take-help = In diesen laufenden Partien ist ein Spieler gegangen und der Computer hält seinen Platz. Übernimm ihn und spiele ihn von dort weiter, wo er steht, mit seiner Uhr.
lobby-seat-of = Platz von
lobby-seat-for-you = (dir angeboten)
seat-offer-to = Einen neuen Spieler für diesen Platz finden:
seat-offer-anyone = irgendwer (die Lobby listet ihn)
seat-offer-button = Platz anbieten
seat-offered-to = Angeboten an
seat-offered-lobby = Allen in der Lobby angeboten
seat-offer-withdraw = Angebot zurückziehen
seat-take-button = Diesen Platz übernehmen
seat-take-help = Du spielst ihn von dort weiter, wo er steht, mit seiner Uhr; die Partie wird nicht gewertet.
seat-offer-sent = Der Platz ist angeboten; eine Mail hat es mitgeteilt.
seat-offer-listed = Der Platz ist allen angeboten: Die Lobby listet ihn.
seat-offer-withdrawn = Das Angebot ist zurückgezogen.
seat-taken = Der Platz gehört dir: Spiele ihn von hier aus weiter.
lobby-rematch-offer = Revanche anbieten
lobby-rematch-waiting = Eine Revanche mit denselben Spielern und Einstellungen wartet auf dich.
lobby-rematch-join = Der Revanche beitreten
lobby-rematch-offered = Die Revanche steht: Sie beginnt, sobald alle beigetreten sind.
lobby-nothing-waiting = Keine andere Partie wartet auf dich.
game-next-game = Nächste Partie, die auf mich wartet →
lobby-invite-only = Nur auf Einladung (nicht in der Lobby gelistet)
lobby-private = Privat: nur ihre Spieler sehen die Partie (auf Einladung)
lobby-options = Optionen
lobby-create-button = Partie anlegen
lobby-created = Deine Partie ist offen. Lade Spieler ein oder warte, bis sie beitreten.
lobby-join = Beitreten
lobby-joined = Du bist der Partie beigetreten.
lobby-leave = Verlassen
lobby-left = Du hast die Partie verlassen.
lobby-cancel = Partie absagen
lobby-cancelled = Die Partie wurde abgesagt.
lobby-started = Die Partie hat begonnen!
lobby-created-by = angelegt von
lobby-invite = Einladen
lobby-invite-username = Per Benutzername einladen
lobby-invited = Einladung verschickt.
lobby-invite-link = Oder teile diesen Einladungslink:
lobby-no-such-user = Niemand hat diesen Namen.
lobby-full = Die Partie ist voll.
lobby-not-open = Die Partie ist nicht mehr offen.
lobby-already-in = Du bist schon in dieser Partie.
lobby-invitation-needed = Diese Partie ist nur auf Einladung.
lobby-creator-cannot-leave = Wer die Partie angelegt hat, sagt sie ab, statt sie zu verlassen.
lobby-bad-seats = Diese Spielerzahl ist für dieses Spiel nicht möglich.
lobby-bad-option = Eine Option ist ungültig:
lobby-unknown-game = Unbekanntes Spiel.
lobby-computer-games-running = Du hast schon so viele Partien gegen den Computer laufen, wie ein Konto haben darf. Eine davon muss enden (oder abgesagt werden), bevor du eine neue beginnst.
lobby-computer-games-rate = Du hast in der letzten Stunde viele Partien gegen den Computer begonnen. Warte eine Weile, bevor du eine neue beginnst.

## Meine Partien
mine-title = Meine Partien
mine-your-turn = Du bist dran
mine-waiting = Warten auf andere
mine-open = Warten auf Spieler
mine-finished = Beendet
mine-none = Noch nichts hier.

## Partieseite
game-players = Spieler
game-turn-heading = Jetzt
game-board = Spielbrett
game-to-move = entscheidet
game-your-turn = Du bist am Zug.
game-waiting-for = Es wird gewartet auf
game-finished = Die Partie ist vorbei.
game-winners = Gewonnen von
game-scores = Punkte
game-your-decision = Deine Entscheidung
game-submit = Bestätigen
game-pick-touch = Tippe auf eine markierte Stelle des Spielbretts.
game-pick-so-far = Bisher gewählt:
game-pick-back = Zurück
game-pick-restart = Neu beginnen
game-pick-list = Oder aus einer Liste wählen
game-pick-confirm = Dann bestätigen:
game-pick-restarted = Diese Wahl ist nicht mehr offen (die Partie ist vielleicht weitergegangen): Wähle erneut.
game-take-back = Meine letzte Aktion zurücknehmen
game-resigned = Du hast diese Partie aufgegeben: Du entscheidest darin nichts mehr.
game-resign = Aufgeben…
game-resign-explain = Aufgeben kann nicht rückgängig gemacht werden. Bei zwei Seiten gewinnt die andere Seite sofort; bei mehr bleiben deine Figuren, der Computer spielt sie, und du wirst Letzter.
game-resign-confirm = Ja, diese Partie aufgeben
game-you-resigned = Du hast aufgegeben; der Computer spielt deinen Platz.
game-you-resigned-over = Du hast aufgegeben.
game-resignation-recorded = Deine Aufgabe ist vermerkt.
game-winner-mark = Sieger
game-points = { $count ->
    [one] 1 Punkt
   *[other] { $count } Punkte
}
lobby-rematch-started = Die Revanche hat begonnen.
game-resigned-player = hat aufgegeben
game-taken-back = Deine letzte Aktion wurde zurückgenommen.
game-moved = Erledigt.
game-stale = Die Partie ist weitergegangen, seit du die Seite geladen hast: Hier ist der neue Stand.
game-stale-kept = Jemand anderes hat gezogen, während du gewählt hast. Deine Wahl bleibt erhalten: Sieh dir das Spielbrett an und bestätige noch einmal.
live-too-many = Von deiner Verbindung sind zu viele Live-Seiten offen. Schließe ein paar Tabs und lade neu.
game-illegal = Dieser Zug ist nicht erlaubt:
game-nothing-to-take-back = Es gibt nichts, was du zurücknehmen darfst.
game-not-seated = Du spielst in dieser Partie nicht mit.
game-not-active = Die Partie läuft nicht.
game-options = Optionen
game-rules-version = Regelversion
game-time-limit = Bedenkzeit
game-open-status = Warten auf Spieler
game-cancelled = Diese Partie wurde abgesagt.
game-you = du
game-history = Verlauf
game-yes = ja
game-no = nein

## Tischgespräch
lobby-policy-skip-short = der am wenigsten schädliche Zug wird gespielt
lobby-policy-bot-short = der Computer spielt
lobby-policy-end-short = die Partie endet
lobby-then = danach: { $policy }
lobby-timeout-policy = Wenn die Zeit abläuft
lobby-policy-skip = für den Spieler wird der am wenigsten schädliche Zug gespielt
lobby-policy-bot = ein Computerspieler übernimmt den Platz, bis der Spieler zurückkommt
lobby-policy-end = die Partie endet und die anderen gewinnen
lobby-time-bank = Zeitkonto (zusätzliche Zeit pro Spieler, ganze Partie)
lobby-no-bank = Keins
time-control-per-move = { $time } pro Zug
time-control-per-move-bank = { $time } pro Zug, Zeitkonto { $bank }
time-control-per-move-bank-increment = { $time } pro Zug, Zeitkonto { $bank } + { $increment } pro Zug
time-control-bank-only = { $bank } für die ganze Partie
time-control-fischer = { $bank } + { $increment } pro Zug
time-control-cap = { $control }, höchstens { $cap }
time-control-bad-per-move = Die Zeit pro Zug muss zwischen 1 Stunde und 28 Tagen liegen.
time-control-bad-bank = Das Zeitkonto muss zwischen 0 und 28 Tagen liegen.
time-control-bad-increment = Die Zeit, die jeder Zug gutschreibt, muss zwischen 0 und 7 Tagen liegen.
time-control-bad-cap = Die Obergrenze des Zeitkontos muss mindestens das Zeitkonto selbst und höchstens 28 Tage betragen.
time-control-no-time = Eine Uhr ohne Zeit pro Zug braucht ein Zeitkonto.
time-control-nothing-to-spend = Eine Partie ohne Zeitlimit hat kein Zeitkonto, keine Gutschrift und keine Obergrenze.
time-control-unknown-preset = Diese Bedenkzeit gibt es nicht; wähle eine aus der Liste.
time-control-preset-and-parts = Gib eine benannte Bedenkzeit oder ihre Teile an (Zeit pro Zug, Zeitkonto, Gutschrift, Obergrenze), nicht beides.
lobby-time-control = Bedenkzeit
lobby-time-control-days = Tage pro Zug
lobby-time-control-fischer = Ein Zeitkonto, das mit jedem Zug wächst (Fischer)
lobby-time-control-custom = Eigene (unten)
lobby-custom-time = Eigene Bedenkzeit
lobby-custom-time-help = Gilt, wenn oben „Eigene“ gewählt ist. Ohne Zeit pro Zug ist das Zeitkonto die ganze Uhr; jeder Zug schreibt ihm die Gutschrift gut, bis zur Obergrenze.
lobby-per-move = Zeit pro Zug
lobby-no-per-move = Keine (das Zeitkonto ist die Uhr)
lobby-increment = Gutschrift nach jedem Zug
lobby-no-increment = Keine
lobby-cap = Obergrenze des Zeitkontos
lobby-no-cap = Keine Obergrenze
lobby-chat-private = Die Nachrichten nach der Partie privat halten
lobby-team-talk = Partner dürfen in einem Teamkanal sprechen (4 Spieler)

## Computerspieler
lobby-computers = Computerspieler
lobby-computers-easy = Leicht
lobby-computers-strong = Stark
lobby-computers-help = Sie nehmen Plätze neben deinem ein; füllen sie die Partie, beginnt sie sofort. Leicht spielt vernünftig, einen Zug voraus; stark durchsucht die Zukunft der Partie und weiß nur, was sein Platz sehen darf.
lobby-play-now = Jetzt gegen den Computer spielen
lobby-play-now-help = Eine Partie zu zweit beginnt sofort, ohne Zeitlimit.
game-computer-player = Computerspieler
game-computer-easy = leicht
game-computer-strong = stark
talk-title = Tischgespräch
talk-post = Senden
talk-to-table = An den Tisch
talk-to-team = Nur an mein Team
talk-team = Team
talk-edit = Bearbeiten
talk-delete = Löschen
talk-hide = Ausblenden
talk-unhide = Wieder zeigen
talk-mute = Diesen Benutzer stummschalten
talk-deleted = (Nachricht gelöscht)
talk-hidden = (Nachricht von der Person ausgeblendet, die die Partie angelegt hat)
talk-edited = bearbeitet
talk-none = Noch keine Nachricht.
talk-note = Meine private Notiz
talk-note-help = Nur du kannst sie lesen.
talk-save-note = Notiz speichern
talk-saved = Gespeichert.
talk-posted = Nachricht gesendet.
talk-cannot-read = Die Nachrichten dieser Partie sind für ihre Spieler.
talk-players-only = Nur die Spieler der Partie dürfen das.
talk-no-team-channel = In dieser Partie gibt es für dich keinen Teamkanal.
talk-empty = Die Nachricht ist leer.
talk-too-long = Der Text ist zu lang (höchstens 2000 Zeichen pro Nachricht).
talk-not-yours = Das ist nicht deine Nachricht.
talk-too-late = Nachrichten lassen sich nur in den ersten 5 Minuten ändern.
talk-creator-only = Nur wer die Partie angelegt hat, darf Nachrichten ausblenden.
talk-at-step = bei Schritt

## Archiv
profile-reliability = Als Gegner
profile-current = Laufende Partien:
profile-mean-reply = Antwortet im Schnitt innerhalb von
profile-turns = Züge
profile-timeouts = So oft ist die Zeit abgelaufen:
watch-title = Partien zum Zuschauen
watch-help = Laufende Partien, die jeder ansehen darf, so wie Zuschauer sie sehen: Kein verdecktes Plättchen und keine verdeckte Karte wird gezeigt. Folge einer Partie oder einem Spieler, um eine Mail zu bekommen, wenn deren Partien enden.
watch-none = Keine laufende Partie passt.
watch-steps = Schritte
watch-follow-heading = Folgen
watch-follow = Folgen
watch-unfollow = Nicht mehr folgen
watch-following = Du folgst ihr jetzt: Ihr Ende kommt per Mail.
watch-unfollowed = Du folgst ihr nicht mehr.
watch-follow-player = Den Partien dieses Spielers folgen
watch-unfollow-player = Diesem Spieler nicht mehr folgen
nav-watch = Zuschauen
ratings-title = Wertungen
ratings-help = Glicko-2-Wertungen, eine pro Spiel, aktualisiert, wenn eine Partie endet. Eine mit ? markierte Wertung ist vorläufig: weniger als 10 Partien. ± gibt die Spanne an: Die wahre Stärke liegt in 95 von 100 Fällen darin.
ratings-none = Noch niemand hat eine gewertete Partie dieses Spiels beendet.
ratings-none-yet = Noch keine gewertete Partie beendet.
ratings-rating = Wertung
ratings-rank = Rang
ratings-games = Partien
ratings-history = Verlauf
ratings-full = Vollständige Rangliste
ratings-provisional = vorläufig: weniger als 10 Partien
ratings-graph-from = Verlauf der Wertung: von
ratings-graph-to = bis
nav-ratings = Wertungen
archive-title = Beendete Partien
archive-any = Alle
archive-player = Spieler
archive-result = Ergebnis
archive-won = Gewonnen
archive-lost = Nicht gewonnen
archive-from = Beendet ab
archive-to = bis
archive-filter = Filtern
archive-none = Keine beendete Partie passt.
archive-finished = Beendet
archive-record = Bilanz
archive-played = Gespielt
nav-archive = Archiv

## Verlauf
history-steps = Schritte
history-first = Erster
history-previous = Vorheriger
history-next = Nächster
history-last = Letzter
history-step = Schritt
history-back-to-game = Zurück zur Partie
history-export = Export (JSON Lines)
history-setup = Aufbau
history-new = neu
history-earlier = Frühere Schritte
history-later = Spätere Schritte
history-result = Ergebnis

## Fehler
error-title = Etwas ist schiefgegangen
error-not-found = Diese Seite gibt es nicht.
error-forbidden = Das darfst du nicht.
error-csrf = Dein Formular ist abgelaufen oder kam nicht von dieser Website. Lade die Seite neu und versuche es noch einmal.
error-bad-request = Die Anfrage ist ungültig.
game-pick-too-long = Das ist keine Wahl auf dem Brett: Eine Wahl hat höchstens { $max } Schritte.
game-pick-bad-step = Das ist keine Wahl auf dem Brett: Jeder Schritt besteht aus Buchstaben, Ziffern, „:“, „-“ oder „_“.
error-bad-date = Das ist kein Datum.
error-not-a-date = „{ $text }“ ist kein lesbares Datum: Schreib es als JJJJ-MM-TT (zum Beispiel 2026-12-24).
game-choose-action = Wähle zuerst eine Aktion.
game-choose-one = Immer nur eine Entscheidung auf einmal.
talk-mute-self = Du kannst dich nicht selbst stummschalten.
watch-follow-self = Du kannst dir nicht selbst folgen.
api-history-out-of-range = Diese Schritte gibt es in dieser Partie nicht: `from` muss vor `to` liegen, beide im Protokoll.
api-decision-missing = Gib action, take_back oder resign an.
api-decision-several = Gib nur eines von action, take_back und resign an.
error-login-required = Melde dich an, um fortzufahren.
error-unavailable = Die Website ist kurz nicht erreichbar: Ihre Datenbank startet neu. Nichts wurde geändert; versuche es in ein paar Sekunden erneut.
error-internal = Ein interner Fehler ist aufgetreten. Er wurde protokolliert; versuche es später erneut.
error-too-large = Die Anfrage ist zu groß.
error-back = Zurück zur Lobby

## Begrenzungen (die Wartezeit steht im Kopf Retry-After)
limit-reset = Zu viele Anfragen zum Zurücksetzen. Suche einen schon geschickten Link in deinem Posteingang oder versuche es später.
limit-signup = Zu viele Registrierungen aus deinem Netz. Versuche es später.
limit-talk = Du schreibst zu schnell. Warte einen Moment und sende dann erneut.
limit-seat-offers = Du hast zu oft Plätze angeboten. Warte eine Weile und biete dann erneut an.
limit-proposals = Du hast in dieser Partie zu oft vorgeschlagen oder zurückgezogen. Warte eine Weile und schlage dann erneut vor.
limit-api = Zu viele API-Aufrufe mit diesem Schlüssel. Warte die Zeit in Retry-After ab.
limit-api-bad-token = Zu viele Aufrufe mit einem unbekannten Schlüssel von deiner Adresse. Versuche es später.

## Geprüfte Eingaben (src/input.rs)
input-control-character = Ein Feld enthält ein Steuerzeichen (etwa NUL, ein Escape oder einen Zeilenumbruch, wo eine Zeile erwartet wird). Nichts wurde geändert.
input-empty = Ein Pflichtfeld ist leer.
input-too-short = Ein Feld ist zu kurz.
input-too-long = Ein Feld ist zu lang.
input-mixed-script = Ein Benutzername verwendet Buchstaben nur einer Schrift (zum Beispiel nicht Lateinisch und Kyrillisch gemischt).
input-redirect = Die Seite, zu der es zurückgeht, muss eine Seite dieser Website sein.

## Mail
mail-verify-subject = Bestätige deine E-Mail-Adresse für Scriptorium
mail-verify-body = Willkommen im Scriptorium! Bestätige mit diesem Link, dass diese Adresse dir gehört (er gilt 48 Stunden); bis dahin gehen keine Spiel-Mails an sie:
mail-verify-ignore = Wenn du das nicht angefordert hast, ignoriere diese Nachricht: Nichts ändert sich.
mail-change-subject = Bestätige deine neue E-Mail-Adresse für Scriptorium
mail-change-body = Dein Scriptorium-Konto möchte ab jetzt diese Adresse verwenden. Bestätige sie mit diesem Link (er gilt 48 Stunden):
mail-change-notice-subject = Deine E-Mail-Adresse bei Scriptorium ändert sich bald
mail-change-notice-body = Jemand, der in deinem Konto angemeldet ist, möchte es auf die Adresse { $address } umstellen. Warst du das, ist nichts zu tun. Warst du es nicht, öffne diesen Link: Er stoppt die Änderung (oder macht sie rückgängig), beendet alle Sitzungen und API-Tokens des Kontos und schickt an diese Adresse einen Link, mit dem du ein neues Passwort wählst. Er gilt 7 Tage, auch nach der Änderung:
mail-change-notice-not-you = Nichts ändert sich, bevor die neue Adresse bestätigt.
mail-reset-subject = Setze dein Scriptorium-Passwort zurück
mail-reset-body = Jemand (hoffentlich du) möchte das Passwort deines Scriptorium-Kontos zurücksetzen. Wähle innerhalb einer Stunde mit diesem Link ein neues Passwort:
mail-reset-ignore = Warst du es nicht, ignoriere diese Nachricht: Nichts ändert sich.
mail-invite-subject = { $inviter } lädt dich zu einer Partie { $game } ein
mail-seat-offer-subject = { $inviter } bittet dich, einen Platz in { $game } zu übernehmen
mail-seat-offer-body = { $player } ist gegangen und der Computer hält seinen Platz. Öffne die Partie, um ihn zu übernehmen und von dort weiterzuspielen, wo er steht (die Partie wird nicht gewertet).
mail-invite-body = Du bist zu einer Partie eingeladen. Öffne sie mit diesem Link und tritt bei:
mail-started-body = Alle Plätze sind besetzt und die Sitzreihenfolge ist ausgelost. Verfolge die Partie hier:
mail-turn-subject = Du bist am Zug
mail-finished-body = Die Partie ist vorbei. Das Ergebnis siehst du hier:
mail-signature = — Scriptorium
mail-reminder-subject = Erinnerung: Dein Zug steht an
mail-mention-heading = du wurdest erwähnt
mail-unsubscribed = Erledigt: Du bekommst keine Benachrichtigungsmails mehr. In deinen Einstellungen kannst du sie wieder einschalten.
mail-unsubscribe-confirm = Alle Benachrichtigungsmails abbestellen (Züge, Erinnerungen, Ergebnisse)?
mail-unsubscribe-invalid = Dieser Abmeldelink ist ungültig oder abgelaufen. Ändere deine Mail-Einstellungen auf deiner Einstellungsseite.
settings-mail-title = E-Mail
settings-password-title = Passwort
settings-current-password = Aktuelles Passwort
settings-change-password = Mein Passwort ändern
settings-password-changed = Dein Passwort wurde geändert; deine anderen Anmeldungen und deine API-Token funktionieren weiter.
settings-password-changed-everywhere = Dein Passwort wurde geändert; du bist überall sonst abgemeldet und alle API-Token sind beendet.
settings-password-everywhere = Überall sonst abmelden und alle API-Token beenden
settings-password-everywhere-hint = Angekreuzt enden alle anderen Anmeldungen dieses Kontos, mit den Geräten, die seine Benachrichtigungen erhalten, und kein API-Token funktioniert mehr (deine Programme brauchen ein neues). Nicht angekreuzt funktioniert alles weiter. Diese Anmeldung bleibt in beiden Fällen, und Links zum Zurücksetzen und zur Adresse enden.
settings-password-wrong = Das aktuelle Passwort stimmt nicht.
settings-mail-mode = Benachrichtigungsmails
settings-mode-immediate = Sofort
settings-mode-batched = Höchstens eine Mail alle
settings-mode-digest = Eine tägliche Zusammenfassung um
settings-mode-none = Keine
settings-minutes = Minuten
settings-hour = Uhr (deine Zeit)
settings-quiet-title = Ruhezeiten
settings-quiet-help = In diesen Stunden deines Tages und an diesen Tagen erreicht dich keine E-Mail und keine Benachrichtigung; was in der Zwischenzeit kommt, wartet, bis sie enden. Auch keine deiner Fristen läuft in diesen Stunden ab: Eine, die es täte, rückt an ihr Ende.
settings-quiet-from = Ruhe von
settings-quiet-to = bis
settings-quiet-days = Den ganzen Tag Ruhe am:
settings-quiet-both-hours = Ruhezeiten brauchen einen Anfang und ein Ende, die sich unterscheiden.
settings-quiet-every-day = Ruhe an jedem Tag der Woche würde jede E-Mail für immer zurückhalten: Lass mindestens einen Tag frei.
weekday-mon = Montag
weekday-tue = Dienstag
weekday-wed = Mittwoch
weekday-thu = Donnerstag
weekday-fri = Freitag
weekday-sat = Samstag
weekday-sun = Sonntag
settings-push-title = Benachrichtigungen auf deinen Geräten
settings-push-help = Dein Zug, eine Erwähnung, das Ende einer Partie und Erinnerungen können dieses Handy oder diesen Computer auch als Benachrichtigung erreichen, zu denselben Zeitpunkten und nach denselben Regeln wie deine E-Mails (Zusammenfassung, stummgeschaltete Partien, Ruhezeiten; nichts, solange du am Tisch bist).
settings-push-none = Noch kein Gerät erhält Benachrichtigungen.
settings-push-a-device = Ein Gerät
settings-push-added = hinzugefügt
settings-push-last = zuletzt benachrichtigt
settings-push-remove = Entfernen
settings-push-removed = Dieses Gerät erhält keine Benachrichtigungen mehr.
push-enable = Auf diesem Gerät benachrichtigen
push-enabled = Dieses Gerät erhält jetzt Benachrichtigungen.
push-denied = Benachrichtigungen sind für diese Seite in den Einstellungen deines Browsers blockiert.
push-failed = Dieser Browser konnte Benachrichtigungen nicht einschalten.
push-needs-js = Benachrichtigungen einzuschalten braucht JavaScript.
push-bad-endpoint = Das ist nicht die Adresse eines Benachrichtigungsdienstes.
push-bad-keys = Die Schlüssel des Geräts sind ungültig.
push-too-many = Du hast so viele Geräte wie erlaubt (10): Entferne zuerst eines.
settings-away-title = Urlaub
settings-away-help = Während du weg bist, ruhen deine Fristen; die anderen Spieler sehen es.
settings-away-until = Abwesend bis
settings-away-none = Ich bin da
settings-clock-title = Deine Uhr
settings-days-off = Freie Tage
settings-days-off-help = An diesen Tagen (in deiner Zeitzone) stehen deine Uhren still: Eine Frist zählt nur die anderen Tage. Höchstens drei Tage pro Woche; eine Änderung gilt ab deinem nächsten Zug in jeder Partie.
settings-days-off-too-many = Höchstens drei freie Tage pro Woche: Eine Uhr muss den größten Teil der Woche laufen.
settings-vacation-allowance = Verbleibender Urlaub: { $left } (du erhältst { $days } Tage pro Jahr, bis zu { $days } Tagen). Eine Abwesenheit unten zehrt davon, ebenso ein Zug, dessen Zeit abläuft: Ein Urlaubstag wird genommen, bevor die Zeitüberschreitung greift.
settings-away-not-enough = Diese Abwesenheit ist länger als dein verbleibender Urlaub.
settings-vacation-left = Du hast noch { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
} und { $hours ->
    [one] 1 Stunde
   *[other] { $hours } Stunden
} Urlaub.
settings-failures = Mails, die nicht zugestellt werden konnten
clock-days = { $count } T
clock-hours = { $count } Std
clock-minutes = { $count } Min
clock-d = T
clock-h = Std
clock-m = Min
clock-bank = Zeitkonto
clock-left-until = übrig, bis
clock-up = die Zeit ist um
clock-in-bank = aus dem Zeitkonto
game-deadline = fällig
game-away = abwesend bis

## Der Computer hält einen Platz, und sein Spieler nimmt ihn zurück
game-bot-playing-for = Computer spielt für
game-bot-holds-your-seat = Der Computer spielt deinen Platz, seit deine Zeit abgelaufen ist.
game-im-back = Ich bin zurück
game-welcome-back = Willkommen zurück: Dein Platz gehört wieder dir, mit dem normalen Zeitlimit.
game-seat-not-held = Der Computer spielt deinen Platz in dieser Partie nicht.
game-mute-mail = Keine Mails zu dieser Partie
game-unmute-mail = Wieder Mails zu dieser Partie
mail-open-game = Partie öffnen
mail-preferences = Du bekommst diese Mails so, wie es auf deiner Einstellungsseite steht.
mail-unsubscribe = Diese Mails abbestellen

## Sitzungen und API-Schlüssel in den Einstellungen
settings-sessions-title = Wo du angemeldet bist
settings-sessions-help = Jeder Browser, in dem du dich angemeldet hast. Beende einen, den du nicht kennst; eine Passwortänderung beendet alle anderen.
settings-session-device = Gerät
settings-session-since = Angemeldet
settings-session-last-seen = Zuletzt aktiv
settings-session-current = Dieser Browser
settings-session-end = Beenden
settings-session-ended = Diese Sitzung ist beendet.
settings-log-out-everywhere = Überall abmelden
settings-logged-out-everywhere = Du bist überall abgemeldet.
settings-actions = Aktionen
settings-token-created = Angelegt
settings-token-last-used = Zuletzt benutzt
settings-token-never-used = nie
settings-token-scopes = Darf
settings-token-scope-read = lesen
settings-token-scope-play = spielen
settings-token-scope-account = das Konto ändern
settings-token-scope-read-help = Jeder Schlüssel darf lesen, was du lesen darfst: deine Partien, ihre Gespräche und ihren Verlauf, deine Einstellungen.
settings-token-scope-play-help = Spielen: Züge machen, am Tisch schreiben, Partien beitreten und verlassen, sich einigen, Plätze übernehmen
settings-token-scope-account-help = Das Konto ändern: Einstellungen, Geräte, Webhooks, Schlüssel, Adresse, Export und Löschung
api-scope-missing = Dieser Schlüssel darf das nicht.
api-scope-needed = Dafür braucht er den Bereich „{ $scope }“: erstelle in den Einstellungen einen Schlüssel, der ihn hat.
settings-token-revoke = Widerrufen
settings-token-revoked = Der Schlüssel ist widerrufen.
mail-title = Lokale Post
mail-help = Kein SMTP-Server ist eingerichtet: Die an dich geschickte Post wird hier aufbewahrt. Mails zum Zurücksetzen des Passworts stehen nicht hier; der Betreiber der Website findet sie im Mail-Ordner.
mail-to = An
mail-subject = Betreff
mail-sent = Gesendet
mail-none = Noch keine Mail.

## Betreffzeilen, die sagen, wer dran ist und in welcher Partie

## Lobby und Einstellungen auf dem Handy (Issue 14)
lobby-seats-taken = Besetzte Plätze
lobby-last-activity = Letzte Aktivität
lobby-take-seat = Platz nehmen
lobby-pick-game = Optionen dieses Spiels zeigen
settings-zone-proposed = Aus der Zeitzone deines Browsers vorgeschlagen; Speichern, um sie zu behalten.

## Sätze mit Argumenten: Mail
mail-greeting = Hallo { $name },
list-and = { $first } und { $last }
mail-game-with = { $game } mit { $players }
mail-bundle-subject = { $count ->
    [one] { $subject } (+1 Neuigkeit)
   *[other] { $subject } (+{ $count } Neuigkeiten)
}
mail-choices-heading = Deine Möglichkeiten jetzt:
mail-choices-heading-reply = Deine Möglichkeiten jetzt (antworte auf diese Mail mit der Zahl oder dem Buchstaben einer Möglichkeit, um sie zu spielen, oder schreib eine Nachricht an den Tisch):
mail-choice-kind = { $heading } ({ $count } Möglichkeiten)
mail-choice-run = { $first } … { $last }
mail-choice-kind-step = { $heading }: { $step } ({ $count } Möglichkeiten)
mail-deadline-line = Verbleibende Zeit: { $left }, bis { $when }.
mail-deadline-bank-line = Verbleibende Zeit: { $left } aus deinem Zeitkonto, bis { $when }.
mail-turn-subject-of = Du bist am Zug: { $game }
mail-reminder-subject-of = Erinnerung, du bist am Zug: { $game }
mail-seat-order-line = Sitzreihenfolge: { $players }
mail-time-control-line = Bedenkzeit: { $control }
mail-started-subject-of = { $game }: Deine Partie hat begonnen
mail-winners-line = Gewonnen von { $players }
mail-scores-line = Punkte: { $scores }
player-score = { $player } { $score }
mail-finished-subject-of = { $game }: Spielende
mail-timed-out-line = Die Zeit für den Zug ist für { $player } abgelaufen: { $policy }.
mail-timed-out-subject-of = { $game }: Die Zeit von { $player } ist abgelaufen
mail-timed-out-heading = Die Zeit von { $player } ist abgelaufen
mail-players-line = Spieler: { $players }
mail-mention-subject-of = { $game }: Du wurdest erwähnt
mail-mention-quote = { $author }: „{ $excerpt }“
mail-section-heading = { $game } — { $heading }
mail-unsubscribe-line = Diese Mails abbestellen: { $url }

## Sätze mit Argumenten: Verlauf, Seiten und Ablehnungen
history-timed-out = Die Zeit von { $player } ist abgelaufen
history-resigned = { $player } hat aufgegeben
history-computer-played = der Computer entscheidet für { $player }:
history-took-back = { $player } hat die letzte Aktion zurückgenommen
history-took-over = { $newcomer } hat den Platz von { $player } übernommen
agreement-proposes-pause = { $player } schlägt vor, die Partie zu pausieren: Keine Uhr läuft und niemand zieht, bis ein Spieler sie fortsetzt.
agreement-proposes-end = { $player } schlägt vor, die Partie jetzt mit dem aktuellen Punktestand zu beenden.
agreement-proposes-call-off = { $player } schlägt vor, die Partie abzubrechen: kein Sieger, keine Wertung.
agreement-until = wartet bis
agreement-accepted-by = angenommen von
agreement-accept = Annehmen
agreement-decline = Ablehnen
agreement-withdraw = Vorschlag zurückziehen
agreement-propose = Den anderen Spielern vorschlagen…
agreement-propose-help = Es gilt, sobald jede Person, die noch spielt, annimmt; ein einziges „Nein“ beendet es, und nach drei Tagen verfällt der Vorschlag. Die Plätze des Computers folgen den Menschen.
agreement-propose-pause = Partie pausieren
agreement-propose-end = Jetzt beenden, Punktestand wie er ist
agreement-propose-call-off = Abbrechen (ohne Wertung)
agreement-paused-since = Einvernehmlich pausiert seit
agreement-resume = Partie fortsetzen
agreement-ended = Einvernehmlich beendet, mit dem Punktestand von da.
agreement-called-off = Einvernehmlich abgebrochen: kein Sieger, keine Wertung.
agreement-proposed = Vorgeschlagen: Die anderen Spieler sind gefragt.
agreement-you-accepted = Du hast angenommen.
agreement-you-declined = Deine Antwort ist da: Der Vorschlag ist vom Tisch.
agreement-resumed = Die Partie geht weiter: Die Uhren laufen wieder.
agreement-pending = Ein Vorschlag wartet schon auf Antworten.
agreement-none = Kein Vorschlag wartet auf Antworten (vielleicht ist er verfallen).
agreement-answered = Du hast schon angenommen.
game-paused = Die Partie ist einvernehmlich pausiert: Setze sie zuerst fort.
game-not-paused = Die Partie ist nicht pausiert.
mail-proposal-subject-of = Ein Vorschlag in { $game }
mail-proposal-heading = Ein Vorschlag vom Tisch
mail-proposal-until = Antworte auf der Seite der Partie bis { $when }; ohne alle Antworten verfällt er.
history-proposed-pause = { $player } hat vorgeschlagen, die Partie zu pausieren
history-proposed-end = { $player } hat vorgeschlagen, die Partie jetzt mit dem aktuellen Punktestand zu beenden
history-proposed-call-off = { $player } hat vorgeschlagen, die Partie abzubrechen
history-accepted = { $player } hat angenommen
history-declined = { $player } hat abgelehnt
history-lapsed = Der Vorschlag ist verfallen
history-agreed-pause = Einig: Die Partie ist pausiert
history-agreed-end = Einig: Die Partie endet mit dem aktuellen Punktestand
history-agreed-call-off = Einig: Die Partie ist abgebrochen
history-resumed = { $player } hat die Partie fortgesetzt
duration = { $unit ->
    [minute] { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
    [hour] { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
   *[day] { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
}
game-new-since = { $count ->
    [one] 1 neuer Schritt seit deinem letzten Besuch
   *[other] { $count } neue Schritte seit deinem letzten Besuch
}
game-recap-heading = Seit deiner letzten Entscheidung
game-recap-marked = (auf dem Brett gepunktet)
game-recap-more = { $count ->
    [one] 1 weiterer Schritt
   *[other] { $count } weitere Schritte
}
game-recap-history = Im Verlauf
input-field = Feld: { $field }
input-field-character = Feld: { $field } (Zeichen { $code })
input-field-at-most = Feld: { $field } (höchstens { $max })
input-field-at-least = Feld: { $field } (mindestens { $min })

## Ablehnungen mit Argumenten
verbatim = { $text }
game-move-not-open = dieser Zug steht dir jetzt nicht offen
settings-not-a-time-zone = „{ $zone }“ steht nicht in der Liste der Zeitzonen.
seat-number = Platz { $number }
list-separator = {", "}

## Rules pages
rules-index-title = So wird gespielt
rules-index-intro = Drei Brettspiele, langsam gespielt: ein Zug, wenn du eine Minute hast, eine Mail, wenn du dran bist. Jede Seite erklärt ein Spiel vom Aufbau bis zur Schlusswertung, mit allen Varianten, die es hier gibt.
rules-players = { $min }–{ $max } Spieler
rules-contents = Inhalt
rules-picture-caption = Das Spielbrett, wie die Spielseite es zeichnet.
rules-other-games = Die anderen Spiele
rules-start-a-game = Ein Spiel beginnen
rules-sign-up-to-play = Registrieren und mitspielen
rules-how-to-play = So wird gespielt
rules-about-this = Wie geht das?

## The landing page, for someone who has no account yet
landing-title = Scriptorium: Brettspiele per Post
landing-lead = Spiele Carolus Magnus, Torres und Carolingi in deinem eigenen Tempo. Niemand muss gleichzeitig online sein: Du machst deinen Zug, wenn du eine Minute hast, die anderen ihren, wenn sie Zeit haben. Eine Partie dauert Tage oder Wochen.
landing-step-start = Beginne ein Spiel gegen den Computer oder lade Freunde mit ihrem Namen oder einem Link ein.
landing-step-mail = Wenn du dran bist, bekommst du eine Mail (oder eine Mitteilung auf dem Handy) mit einem Link zum Spiel.
landing-step-move = Öffne den Link, tippe auf das Brett, um zu ziehen, und schau morgen wieder vorbei. Jeder Zug bleibt erhalten: Du kannst die ganze Partie Schritt für Schritt nachspielen.
landing-games = Die Spiele
landing-how-to-start = So fängst du an
landing-computer = Sofort gegen den Computer spielen
landing-computer-help = Lege ein Konto an und wähle unter „Jetzt gegen den Computer spielen“ ein Spiel: Eine Partie zu zweit gegen den Computer beginnt sofort, ohne Zeitlimit, und dein erster Zug zeigt dir, worauf du tippen musst.
landing-friend = Mit Freunden spielen
landing-friend-help = Lege ein Konto an und dann „Partie anlegen“: Wähle das Spiel, die Zahl der Spieler und wie lange jeder Zug dauern darf, und lade deine Freunde mit ihrem Namen ein oder schick ihnen den Link.
landing-sign-up = Konto anlegen
landing-have-account = Du hast schon ein Konto?

game-jump-label = Auf dieser Seite
game-resign-short = Aufgeben

## The guided first turn, on a newcomer's turns against the computer
guide-title = Dein erster Zug
guide-carolus-magnus = Jede Runde beginnt mit einer Scheibe: Ihre Zahl bestimmt deinen Platz in der Zugreihenfolge und wie weit der Kaiser zieht. Dann setzt du deine Paladine, einen nach dem anderen: eine Farbe neben dem Brett, dann ein Gebiet auf dem Kreis (oder deinen eigenen Hof). Zuletzt ziehst du den Kaiser.
guide-torres = Das Spiel beginnt mit deinem ersten Ritter: Tippe auf ein blau markiertes Feld auf dem Brett, um ihn zu setzen. Später gibt dir jeder Zug Aktionspunkte, um Ritter zu setzen, sie auf die Burgen steigen zu lassen und Bausteine anzubauen.
guide-carolingi = In jeder Jahreszeit legen alle gleichzeitig und geheim zwei Aktionsplättchen verdeckt auf das Scriptorium. Dann kommen die Plättchen einzeln aus dem Beutel, und ihr Besitzer führt jedes aus: So gewinnst du Mehrheiten in den Regionen.
guide-now-board = Tippe auf einen blau markierten Ort auf dem Brett (oder öffne die Liste), dann auf die Schaltfläche, die deinen Zug nennt.
guide-now-choice-or-board = Tippe auf eine der Wahlmöglichkeiten oder einen blau markierten Ort auf dem Brett, dann auf die Schaltfläche, die deinen Zug nennt.
guide-now-choice = Tippe auf eine der Wahlmöglichkeiten; die Seite markiert dann, was folgt, bis eine Schaltfläche deinen Zug nennt.
guide-now-confirm = Tippe auf die Schaltfläche, die deinen Zug nennt: Sie spielt ihn.
guide-now-options = Wähle eine der Möglichkeiten, dann tippe auf „Bestätigen“.
guide-now-buttons = Tippe auf die Schaltfläche, die deinen Zug nennt: Sie spielt ihn.
guide-more = Mehr zu diesem Zug
guide-step-confirm = Hier steht, was du bisher gewählt hast; die Schaltfläche, die den ganzen Zug nennt, spielt ihn. „Zurück“ und „Neu beginnen“ nehmen eine Wahl vorher zurück.
guide-step-computer = Der Computer antwortet sofort. In einem Spiel mit Menschen bekommst du eine Mail, wenn du wieder dran bist.
guide-close = Verstanden

## Play by reply: the answer to a reply
mail-answer-subject = Deine Antwort: { $game }
reply-played = Erledigt: { $choice }.
reply-listed = Du hast { $choice } gewählt. Antworte mit der Zahl dessen, was du willst:
reply-talked = Deine Nachricht steht jetzt am Tisch: „{ $text }“
reply-stale = Diese Mail betraf einen früheren Stand der Partie, die inzwischen weitergegangen ist: Es wurde nichts getan.
reply-not-listed = { $number } ist keine der Möglichkeiten: Es wurde nichts getan.
reply-no-number = Deine Antwort enthielt weder eine Zahl noch eine Nachricht: Es wurde nichts getan.
reply-refused = Das ging nicht: { $reason }
reply-your-turn-again = Du bist weiter dran.
reply-waiting-for = Jetzt ist { $names } dran.
reply-game-over = Die Partie ist vorbei.
reply-did-you-mean = Meintest du { $key } — { $choice }? Antworte mit ja, um es zu spielen, oder mit der gemeinten Zahl oder dem gemeinten Buchstaben. Es wurde nichts getan, und deine Worte stehen nicht am Tisch: Um sie zu posten, schick sie noch einmal.
reply-which-one = Deine Antwort nennt mehr als eine Möglichkeit ({ $keys }): Es wurde nichts getan, und deine Worte stehen nicht am Tisch. Antworte mit der Zahl oder dem Buchstaben der gemeinten, oder schick deine Worte noch einmal, um sie zu posten.
reply-not-posted = Deine Worte wurden nicht gepostet: { $reason }
# Play by reply: what mail clients and people write in a reply, in this
# language, for the receiver to read it (never shown): lists split by |,
# compared without case.
reply-read-openers = Am
reply-read-attribution-ends = schrieb: | schrieb : | hat geschrieben:
reply-read-attribution-verbs = schrieb | geschrieben
reply-read-header-senders = Von
reply-read-header-fields = Gesendet | Datum | An | Cc | Betreff | Kopie | Antwort an
reply-read-separators = Ursprüngliche Nachricht | Weitergeleitete Nachricht | Anfang der weitergeleiteten Nachricht:
reply-read-footers = Von meinem | Gesendet von | Gesendet mit der sicheren E-Mail von Proton Mail | Diese Nachricht wurde von meinem | Holen Sie sich Outlook für
reply-read-number-words = eins/ein/eine | zwei/zwo | drei | vier | fünf | sechs | sieben | acht | neun | zehn | elf | zwölf | dreizehn | vierzehn | fünfzehn | sechzehn | siebzehn | achtzehn | neunzehn | zwanzig
reply-read-number-marks = Nummer | Nr | Nr. | Wahl | Option
reply-read-greetings = hallo | moin | servus | guten | liebe | lieber | hi
reply-read-yes = ja | jawohl | genau | jep | ok
reply-read-subject-marks = AW: | AW : | Antw:
reply-read-responder-subjects = Abwesenheitsnotiz | Automatische Antwort | Abwesenheit | Nicht im Büro

## Moderation (Ticket 32): Sperren und Meldungen unter Spielenden.
limit-reports = Zu viele Meldungen für den Moment: warte ein paar Minuten.
limit-blocks = Zu viele Sperren für den Moment: warte ein wenig.
lobby-blocked = Eine Sperre steht zwischen dir und jemandem aus dieser Partie.
account-blocked = Dieses Konto ist von der Verwaltung der Seite gesperrt.
history-cancelled-by-moderators = Die Moderation der Seite hat die Partie abgebrochen
history-cancelled-with-event = Das Turnier der Partie wurde abgesagt und mit ihm die Partie
agreement-cancelled-by-moderators = Von der Moderation abgebrochen: kein Sieg, keine Wertung.
moderation-yourself = Du kannst dich nicht selbst sperren oder melden.
moderation-admin-account = Das Konto einer Verwaltungsperson wird hier weder gesperrt noch gelöscht: ändere ADMIN_EMAILS.
moderation-game-not-running = Diese Partie ist schon beendet oder abgebrochen.
moderation-no-such-report = Diese Meldung gibt es nicht oder sie ist schon erledigt.
moderation-report-what = Sag, was du meldest: jemanden, oder eine Partie und eine ihrer Nachrichten.
moderation-blocked = Gesperrt: Ihr trefft euch an keinem Tisch mehr, und du siehst die Nachrichten nicht mehr.
moderation-unblocked = Entsperrt.
moderation-reported = Danke: Die Meldung ging an die Verwaltung der Seite.
moderation-block-or-report = Sperren oder melden
moderation-block-help = Eine Sperre hält euch getrennt: keine Einladungen in beide Richtungen, keine Erwähnungs-Mails von dieser Person, ihre Nachrichten sind für dich verborgen, und die Lobby setzt euch nie an einen Tisch. Die Person erfährt es nicht.
moderation-block = Diese Person sperren
moderation-unblock = Entsperren
moderation-report-reason = Was ist passiert?
moderation-report-player = Diese Person melden
moderation-report-message = Melden
moderation-blocked-title = Gesperrte Personen
moderation-blocked-none = Du hast niemanden gesperrt.

## Die Seiten der Verwaltung.
admin-title = Verwaltung
admin-accounts = Konten
admin-reports = Meldungen
admin-games = Partien
admin-log = Protokoll
admin-open-reports = Offene Meldungen
admin-search = Name oder Adresse
admin-find = Suchen
admin-no-account = Kein Konto passt.
admin-unconfirmed = nicht bestätigt
admin-games-count = Partien:
admin-reports-count = Meldungen:
admin-is-deleted = Gelöscht.
admin-is-admin = Eine Verwaltungsperson (ADMIN_EMAILS): wird hier weder gesperrt noch gelöscht.
admin-is-blocked = Gesperrt
admin-block = Konto sperren
admin-unblock = Konto entsperren
admin-reason = Grund
admin-delete = Konto löschen
admin-delete-help = Der Name wird zu „ehemalige Person“, die Adresse und alles, was dem Konto gehört, verschwinden; die Partien anderer behalten den Platz. Das lässt sich nicht rückgängig machen.
admin-open-only = Nur offene Meldungen
admin-all-reports = Alle Meldungen
admin-no-reports = Keine Meldung.
admin-reported-by = Gemeldet von
admin-at-the-table = Am Tisch
admin-the-game = die Partie
admin-the-event = das Turnier
admin-resolved = Erledigt
admin-resolution = Was getan wurde
admin-resolve = Erledigen
admin-game-id = Partie (ihre Kennung oder Adresse)
admin-game-view-help = Ihre Seite zeigt dir, was sie allen Zuschauenden zeigt: keine verdeckten Informationen vor dem Ende der Partie.
admin-cancel-game = Partie abbrechen
admin-no-game = Keine solche Partie.
admin-no-actions = Noch keine Aktion.
admin-when = Wann
admin-who = Wer
admin-what = Was
admin-whom = Wen
admin-action-block = hat das Konto gesperrt
admin-action-unblock = hat das Konto entsperrt
admin-action-delete = hat das Konto gelöscht
admin-action-cancel-game = hat die Partie abgebrochen
admin-action-cancel-event = hat ein Turnier abgesagt
admin-action-remove-from-event = hat jemanden aus einem Turnier genommen
admin-event-cancelled = Das Turnier wurde abgesagt; seine laufenden Partien wurden mit ihm abgebrochen.
admin-event-player-removed = Die Person wurde aus dem Turnier genommen.
admin-event-not-an-entrant = In diesem Turnier spielt niemand dieses Namens: niemand wurde herausgenommen.
admin-event-named = Der angegebene Name: { $name }
admin-action-resolve-report = hat die Meldung erledigt
admin-action-other = anderes
admin-blocked = Das Konto ist gesperrt: Seine Sitzungen sind beendet und seine API-Schlüssel widerrufen.
admin-unblocked = Das Konto ist entsperrt.
admin-deleted = Das Konto ist gelöscht.
admin-cancelled = Die Partie ist abgebrochen.
admin-report-resolved = Die Meldung ist erledigt.

## What a search engine shows of a page (<meta name="description">)
meta-default = Scriptorium: Carolus Magnus, Torres und Carolingi per Post spielen, in deinem Tempo, mit Freunden oder gegen den Computer.
meta-landing = Carolus Magnus, Torres und Carolingi per Post: Du ziehst, wenn du eine Minute hast, und bekommst eine Mail, wenn du dran bist, mit Freunden oder gegen den Computer. Kostenlos, auf Deutsch, Englisch und Französisch.
meta-rules = So werden Carolus Magnus, Torres und Carolingi gespielt: die Regeln in unseren Worten, mit Spielbrettern, auf Deutsch, Englisch und Französisch.
meta-rules-carolus-magnus = So wird Carolus Magnus gespielt: Aufbau, eine Runde mit Scheiben, Paladine und der Kaiser, Burgen und das Ende, mit Spielbrettern und allen Optionen dieser Seite.
meta-rules-torres = So wird Torres gespielt: Aufbau, Aktionspunkte, Ritter, Burgen und der König, die Wertung jeder Runde, mit Spielbrettern und allen Optionen dieser Seite.
meta-rules-carolingi = So wird Carolingi gespielt: die Jahreszeiten, Aktionsplättchen auf dem Scriptorium, Anhänger und Regionen, das Spielende, mit Spielbrettern und allen Optionen dieser Seite.
meta-game = Ein Spiel per Post auf Scriptorium: das Brett, wer am Zug ist, die Spieler und was sie gesagt haben.
meta-history = Jeder Schritt eines Spiels per Post auf Scriptorium, mit dem Brett nach jedem.
meta-archive = Beendete Spiele von Carolus Magnus, Torres und Carolingi auf Scriptorium, jedes mit seinem ganzen Verlauf.
meta-watch = Laufende Spiele auf Scriptorium, die alle ansehen dürfen.
meta-ratings = Die Wertungszahlen der Spieler von Scriptorium in jedem Spiel.
meta-profile = Die Spiele, Ergebnisse und Wertungszahlen eines Spielers auf Scriptorium.
landing-none-open = Gerade wartet kein Spiel auf Mitspieler. Lege ein Konto an, um eines zu beginnen oder sofort gegen den Computer zu spielen.
settings-webhooks-title = Webhooks: dein Chat, dein Telefon, dein Programm
settings-webhooks-help = Dein Zug, Erinnerungen, Erwähnungen und das Ende einer Partie können auch in einen Discord- oder Slack-Kanal, einen Matrix-Raum, ein ntfy-Thema oder dein eigenes Programm gepostet werden, nach denselben Regeln wie deine Benachrichtigungsmails (Zusammenfassung, stummgeschaltete Partien, Ruhezeiten; nichts, solange du am Tisch bist). Ein Webhook an einer deiner Partien postet jeden Zug dieses Tisches einmal und nennt, wer am Zug ist; alle Spieler der Partie sehen ihn und dürfen ihn entfernen.
settings-webhooks-none = Noch kein Webhook.
settings-webhooks-own = Meine Benachrichtigungen
settings-webhooks-of-game = Partie:
settings-webhooks-paused = Pausiert: jede Zustellung ist drei Tage lang fehlgeschlagen. Pausiert seit
settings-webhooks-deliveries = Letzte Zustellungen
settings-webhooks-no-deliveries = Noch nichts zugestellt.
settings-webhooks-when = Wann
settings-webhooks-status = Status
settings-webhooks-error = Fehler
settings-webhooks-my-mention = Meine Chat-ID hier
settings-webhooks-save-mention = Speichern
settings-webhooks-test = Test senden
settings-webhooks-resume = Fortsetzen
settings-webhooks-remove = Entfernen
settings-webhooks-format = Wohin
settings-webhooks-url = Adresse (https)
settings-webhooks-room = Matrix-Raum-ID
settings-webhooks-token = Token (Matrix-Zugriffstoken; ntfy-Token eines geschützten Themas)
settings-webhooks-mention = Meine Chat-ID (um erwähnt zu werden)
settings-webhooks-fields-hint = Discord und Slack: die Adresse des eingehenden Webhooks des Kanals. Matrix: die Adresse deines Homeservers, die Raum-ID (!…:server) und ein Zugriffstoken. ntfy: die Adresse des Themas. Dein Programm: seine Adresse; das Signaturgeheimnis wird nach dem Hinzufügen einmal angezeigt. Chat-ID: eine Discord-Benutzer-ID, eine Slack-Mitglieds-ID oder eine Matrix-Benutzer-ID.
settings-webhooks-scope = Für
settings-webhooks-add = Webhook hinzufügen
settings-webhooks-secret = Das Signaturgeheimnis des Webhooks, nur dieses eine Mal angezeigt (prüfe damit die webhook-signature jeder Anfrage):
webhook-format-discord = Discord
webhook-format-slack = Slack
webhook-format-matrix = Matrix
webhook-format-ntfy = ntfy
webhook-format-json = Dein Programm (signiertes JSON)
webhook-added = Der Webhook wurde hinzugefügt.
webhook-removed = Der Webhook wurde entfernt.
webhook-resumed = Der Webhook nimmt wieder Beiträge an.
webhook-test-queued = Ein Test ist unterwegs: seine Zustellung erscheint hier in wenigen Sekunden.
webhook-mention-saved = Deine Chat-ID wurde gespeichert.
webhook-bad-address = Das ist keine https-Adresse im öffentlichen Internet.
webhook-bad-token = Diese Art Webhook braucht ein Token (Matrix: ein Zugriffstoken und eine Raum-ID).
webhook-bad-mention = Das ist keine Chat-ID (Discord-Benutzer, Slack-Mitglied oder Matrix-Benutzer).
webhook-game-and-event = Ein Webhook meldet eine Partie oder ein Turnier, nicht beides: lass eines der beiden weg.
webhook-not-a-player = Nur die Spieler der Partie dürfen ihr einen Webhook hinzufügen.
webhook-too-many = Du hast so viele Webhooks wie erlaubt (10). Entferne zuerst einen.
limit-webhooks = Du hast in letzter Zeit viele Webhooks hinzugefügt oder getestet. Warte ein paar Minuten und versuche es dann erneut.
webhook-test-title = Ein Test von Scriptorium
webhook-test-body = Dieser Webhook funktioniert: deine Benachrichtigungen kommen hier an.
webhook-table-turn = { $game }: { $players } am Zug
webhook-table-reminder = { $game }: { $players }, die Frist läuft bald ab
webhook-table-started = { $game } hat begonnen
webhook-table-timed-out = { $game }: ein Platz hat seine Zeit überschritten
webhook-table-finished = { $game } ist beendet
webhook-error-not-public = Die Adresse ist keine https-Adresse im öffentlichen Internet.
webhook-error-format = Aus den Einstellungen des Webhooks ergibt sich keine Anfrage (Format, Adresse oder Raum).
webhook-error-secret = Token oder Geheimnis des Webhooks sind nicht lesbar: füge den Webhook erneut hinzu.
webhook-error-redirect = Der Empfänger antwortete mit einer Weiterleitung, der nicht gefolgt wird.
webhook-error-refused = Der Empfänger hat den Beitrag abgelehnt.
webhook-error-server = Der Empfänger hatte einen Fehler; der Beitrag wird erneut versucht.
webhook-error-wait = Der Empfänger bat zu warten; der Beitrag wird dann erneut versucht.
webhook-error-unreachable = Der Empfänger war nicht erreichbar; der Beitrag wird erneut versucht.
webhook-error-paused = Der Webhook wurde pausiert.
