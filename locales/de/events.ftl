## Turniere, Ligen und Ranglisten (Ticket 44).

nav-events = Turniere
events-title = Turniere und Ligen
events-open = Anmeldung offen
events-all = Alle Turniere
events-mine = Meine Turniere
events-none = Hier gibt es noch keine Turniere.
events-none-entered = Noch hat sich niemand angemeldet.
events-create = Ein Turnier anlegen
events-new-title = Ein Turnier
events-name = Name des Turniers
events-game = Spiel
events-seats = Spieler pro Tisch
events-format = Modus
events-format-round-robin = Rundenturnier, alle Partien zugleich
events-format-swiss = Schweizer System
events-format-knock-out = K.-o.-System
events-format-league = Liga mit Spielzeiten
events-format-ladder = Rangliste mit Herausforderungen
events-format-help = Es zählen nur die Einstellungen des gewählten Modus: Runden beim Schweizer System; Größe der Divisionen, Spielzeiten, Auf- und Abstiege bei einer Liga; Reichweite, Tage zum Annehmen und Ablehnen bei einer Rangliste. K.-o.-System und Rangliste werden zu zweit gespielt.
events-rounds = Runden
events-division-size = Spieler pro Division
events-seasons = Spielzeiten
events-promoted = Aufsteiger je Division
events-relegated = Absteiger je Division
events-reach = Eine Herausforderung reicht so viele Plätze nach oben
events-accept-days = Tage, um eine Herausforderung anzunehmen
events-decline-loses = Wer eine Herausforderung ablehnt, verliert sie
events-yes = ja
events-no = nein
events-time-control = Zeit pro Zug
events-no-limit = Ohne Zeitlimit
events-per-move = { $time } pro Zug
events-vacation-days = Erlaubte Urlaubstage
events-timeout-policy = Wenn die Zeit eines Spielers abläuft
events-timeout-loses = verliert, wessen Zeit abgelaufen ist
events-timeout-as-it-stands = zählt die Partie, wie sie stand
events-vanished-policy = Wer nicht mehr spielt
events-vanished-stay = bleibt angemeldet, und seine Partien laufen ab
events-vanished-withdraw-after = { $count ->
    [one] wird nach einer auf Zeit verlorenen Partie abgemeldet
   *[other] wird nach { $count } auf Zeit verlorenen Partien abgemeldet
}
events-vanished-after = Auf Zeit verlorene Partien bis zur Abmeldung
events-vanished-help = Bei 0 bleibt ein solcher Spieler angemeldet.
events-rating-min = Niedrigste erlaubte Wertung
events-rating-max = Höchste erlaubte Wertung
events-any = beliebig
events-registration-days = Tage, die die Anmeldung offen bleibt
events-registration-closes = Anmeldeschluss
events-max-players = Höchstens Spieler
events-start = Beginn
events-start-when-full = sobald das Turnier voll ist (abgesagt, wenn es bei Anmeldeschluss nicht voll ist)
events-start-at-time = zu einer festen Zeit
events-start-in-hours = Stunden bis zum festen Beginn
events-scoring = Punkte
events-scoring-rule = 2 für jeden Spieler, vor dem man landet, 1 für jeden Gleichstand; ein Freilos zählt als Sieg
events-submit = Turnier speichern
events-created = Dein Turnier ist offen für Anmeldungen.
events-rules = Regeln
events-rules-changed = Die Regeln wurden geändert.
events-change-rules = Regeln ändern
events-start-now = Jetzt beginnen
events-started = Das Turnier hat begonnen.
events-cancel = Turnier absagen
events-cancelled = Das Turnier wurde abgesagt.
events-phase-registering = Anmeldung offen
events-phase-running = Läuft
events-phase-finished = Beendet
events-phase-cancelled = Abgesagt
events-organizer = veranstaltet von
events-winners = Gewonnen von
events-entrants = Spieler
events-entrant-left = hat das Turnier verlassen
events-register = Für dieses Turnier anmelden
events-registered = Du bist angemeldet.
events-withdraw = Von diesem Turnier abmelden
events-withdrew = Du hast dich abgemeldet.
events-withdraw-before-start = Wer sich abmeldet, gibt seinen Platz frei und kann sich für dieses Turnier nicht wieder anmelden.
events-withdraw-consequence = Wenn du dich abmeldest, kannst du dich nicht wieder anmelden. Deine laufenden Partien zu zweit sind sofort verloren; Partien zu dritt oder mehr gehen ohne dich weiter und setzen dich auf den letzten Platz; gespielte Ergebnisse bleiben; du wirst nicht mehr gepaart.
events-rounds-title = Runden und Partien
events-round = Runde { $round }
events-table = Tisch { $table }
events-game-link = die Partie
events-result-playing = wird gespielt
events-result-forfeit = (kampflos)
events-result-timeout = (auf Zeit)
events-byes = Freilose:
events-standings = Tabelle
events-points-rule = Punkte: 2 für jeden Spieler, vor dem man landet, 1 für jeden Gleichstand.
events-tie-breaks = Bei Gleichstand entscheidet:
events-rank = Platz
events-player = Spieler
events-points = Punkte
events-games = Partien
events-tiebreak-buchholz = Buchholz
events-tiebreak-sonneborn-berger = Sonneborn-Berger
events-tiebreak-head-to-head = direkter Vergleich
events-tiebreak-game-score = Spielpunkte
events-tiebreak-champion = Sieger
events-tiebreak-round-reached = erreichte Runde
events-tiebreak-rung = Sprosse
events-tiebreak-short-buchholz = BH
events-tiebreak-short-sonneborn-berger = SB
events-tiebreak-short-head-to-head = DV
events-tiebreak-short-game-score = SP
events-tiebreak-short-champion = S
events-tiebreak-short-round-reached = Rd
events-tiebreak-short-rung = Spr
events-played-for = Gespielt für das Turnier
events-not-organizer = Das darf nur, wer das Turnier veranstaltet.
events-unknown-game = Dieses Spiel gibt es nicht.
events-bad-seats = Dieses Spiel wird nicht mit so vielen Spielern pro Tisch gespielt.
events-bad-time-control = Diese Zeit pro Zug wird nicht angeboten.
events-bad-name = Ein Turnier braucht einen Namen von höchstens 100 Zeichen.
events-no-such-player = Einen Spieler dieses Namens gibt es nicht.
events-stale = Jemand anderes hat das Turnier im selben Moment geändert. Sieh noch einmal nach und versuche es dann erneut.
limit-events = Du hast heute schon viele Turniere angelegt. Warte eine Weile, bevor du ein weiteres anlegst.

## Was ein Turnier ablehnt, und warum: nichts wurde geändert.

event-refusal-not-created = Dieses Turnier gibt es noch nicht.
event-refusal-already-created = Dieses Turnier gibt es schon.
event-refusal-event-over = Dieses Turnier ist vorbei.
event-refusal-invalid-rules = Mit diesen Regeln lässt sich kein Turnier spielen: prüfe die Einstellungen des Modus, die Wertungsgrenzen, die Spielerzahl und den Beginn.
event-refusal-rules-fixed-after-start = Nach dem Beginn lassen sich die Regeln nicht mehr ändern: alle spielen nach den Regeln, unter denen sie sich angemeldet haben.
event-refusal-rules-exclude-entrants = Diese Regeln würden bereits angemeldete Spieler ausschließen.
event-refusal-registration-closed = Die Anmeldung für dieses Turnier ist geschlossen.
event-refusal-event-full = Dieses Turnier ist voll.
event-refusal-already-entered = Du bist für dieses Turnier bereits angemeldet.
event-refusal-left-already = Du hast dieses Turnier verlassen und kannst dich nicht wieder anmelden.
event-refusal-rating-out-of-bounds = Deine Wertung liegt außerhalb der Grenzen dieses Turniers.
event-refusal-not-entered = Du spielst nicht in diesem Turnier.
event-refusal-not-started = Dieses Turnier hat noch nicht begonnen.
event-refusal-already-started = Dieses Turnier hat schon begonnen.
event-refusal-too-early-to-start = Dieses Turnier beginnt später, zur festgesetzten Zeit.
event-refusal-starts-when-full = Dieses Turnier beginnt von selbst, sobald es voll ist.
event-refusal-round-still-running = Die Partien der laufenden Runde werden noch gespielt: die nächste Runde wird gepaart, wenn alle beendet sind.
event-refusal-no-rounds-left = Alle Runden dieses Turniers sind gepaart.
event-refusal-wrong-format = Der Modus dieses Turniers sieht das nicht vor.
event-refusal-no-such-table = Dieses Turnier hat keinen solchen Tisch.
event-refusal-result-already-recorded = Dieser Tisch hat sein Ergebnis schon.
event-refusal-malformed-result = Dieses Ergebnis passt nicht zu den Spielern des Tisches.
event-refusal-challenge-self = Niemand kann sich selbst herausfordern.
event-refusal-out-of-reach = Dieser Spieler steht nicht in Reichweite über dir.
event-refusal-challenge-pending = Einer von euch hat schon eine offene Herausforderung.
event-refusal-blocked-pair = Diese beiden Spieler können nicht gegeneinander spielen.
event-refusal-no-such-challenge = Diese Herausforderung gibt es nicht oder nicht mehr.
event-refusal-not-your-challenge = Nur der Herausgeforderte darf auf diese Herausforderung antworten.
event-refusal-challenge-lapsed = Diese Herausforderung ist verfallen.
event-refusal-games-still-running = Partien dieses Turniers werden noch gespielt.

## Leiter-Herausforderungen
events-challenges = Herausforderungen
events-you-may-challenge = Du kannst einen Spieler über dir herausfordern:
events-challenge = Herausfordern:
events-rung = Sprosse
events-no-challenges = Noch keine Herausforderungen.
events-challenge-answer-by = offen, zu beantworten bis
events-challenge-expired = unbeantwortet verfallen
events-challenge-accepted = angenommen: die Partie steht unten bei den Runden
events-challenge-declined = abgelehnt
events-challenge-accept = Annehmen
events-challenge-decline = Ablehnen
events-challenged = Deine Herausforderung ist verschickt.
events-challenge-you-accepted = Du hast angenommen: deine Partie hat begonnen.
events-challenge-you-declined = Du hast die Herausforderung abgelehnt.
events-close-ladder = Leiter schließen (die oberste Sprosse gewinnt)
events-closed = Die Leiter ist geschlossen.
events-export = Das Protokoll des Turniers herunterladen (eine Datei, die scriptorium verify prüft)
events-cancelled-by-organizer = Die Veranstalterin hat das Turnier abgesagt; seine laufenden Partien wurden mit ihm abgebrochen (ohne Wertung).
events-cancelled-too-few-players = Beim Start waren zu wenige angemeldet, um auch nur einen Tisch zu besetzen.
events-cancelled-never-filled = Die Anmeldung schloss, bevor das Turnier voll war, also begann es nie. Keine Wertung hat sich geändert.
events-cancelled-by-moderators = Die Moderation der Seite hat das Turnier abgesagt; seine laufenden Partien wurden mit ihm abgebrochen (ohne Wertung).
events-vanished-computer = bei der ersten Zeitüberschreitung übernimmt der Computer den Platz und spielt weiter, bis die Person zurückkommt (oder ein Ersatz den Platz übernimmt); die Partie zählt dann nach der Regel für abgelaufene Zeit
events-computer-seat = Stattdessen übernimmt der Computer den Platz einer Person, deren Zeit abläuft
events-moderators = Moderation
events-moderators-cancel = Turnier absagen (Moderation)
events-moderators-cancel-hint = Seine laufenden Partien werden mit ihm abgebrochen, ohne Wertung. Der Grund kommt ins Moderationsprotokoll.
events-moderators-username = Benutzername der Person
events-moderators-remove-named = Diese Person aus dem Turnier nehmen
events-moderators-remove-hint = Wer herausgenommen wird, gilt als zurückgezogen: laufende Zweierpartien sind sofort verloren, gespielte Ergebnisse bleiben. Der Grund kommt ins Moderationsprotokoll.
events-projection-both = Voraussichtliches Ende um den { $expected }; um den { $slow }, wenn jeder Zug seine volle Zeit braucht.
events-projection-slow = Wenn jeder Zug seine volle Zeit braucht, endet es um den { $slow }.
events-projection-how = Aus den Uhren geschätzt: die Zeit pro Zug, wie weit jede Partie im Vergleich zu einer typischen Partie ihres Spiels ist, die noch zu spielenden Runden und der erlaubte Urlaub. Freie Tage einzelner Spieler sind nicht eingerechnet.

## Die Seite eines großen Turniers und seine vollständigen Listen (Issue 44)
events-you = (du)
events-your-table = dein Tisch
events-your-bye = Du hast in dieser Runde ein Freilos.
events-lines-left-out = …
events-all-standings = Die ganze Tabelle ({ $count ->
    [one] eine Person
   *[other] { $count } Personen
})
events-all-tables = Alle { $count } Tische der Runde { $round }
events-byes-counted = { $count } Personen haben in Runde { $round } ein Freilos: sie stehen auf der Seite der Runde
events-round-tables = { $count ->
    [one] ein Tisch
   *[other] { $count } Tische
}
events-entrants-first = { $count } Personen haben sich angemeldet; die ersten:
events-all-entrants = Alle { $count } Personen
events-standings-of = Tabelle: { $count ->
    [one] eine Person
   *[other] { $count } Personen
}
events-entrants-of = Spieler: { $count ->
    [one] eine Person hat sich angemeldet
   *[other] { $count } Personen haben sich angemeldet
}
events-back-to-event = Zurück zum Turnier
events-page-of = Seite { $page } von { $pages }
events-page-previous = Vorige Seite
events-page-next = Nächste Seite
events-find-me = Wo stehe ich?
events-no-such-page = Diese Seite hat die Liste nicht.
events-list-pages = { $pages ->
    [one] Sie hat eine Seite.
   *[other] Sie hat { $pages } Seiten.
}
events-no-such-round = Diese Runde hat das Turnier nicht.
