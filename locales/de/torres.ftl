# Torres: was die Regeln den Spielern sagen.

## Optionen beim Anlegen einer Partie
torres-option-edition = Ausgabe
torres-option-edition-help = 2017: Unbenutzte Bausteine des letzten Zuges eines Jahres bleiben fürs nächste Jahr. Ältere Ausgabe: Sie gehen in den Vorrat zurück (und mit gemeinsamem Stapel ist eine gekaufte Karte einfach die oberste).
torres-option-edition-2017 = Ausgabe 2017
torres-option-edition-original = Ältere Ausgabe
torres-option-deck = Aktionskarten
torres-option-deck-help = Eigene: Jeder kauft aus den 10 Karten seiner Farbe (Grundspiel 2017). Gemeinsame: ein Stapel aus 40 Karten (Variante 2017; Grundspiel der älteren Ausgabe).
torres-option-deck-personal = Eigener Stapel mit 10 Karten
torres-option-deck-shared = Gemeinsamer Stapel mit 40 Karten
torres-option-meister = Meisterspiel
torres-option-meister-help = Die Spieler gründen die 8 Burgen, halten von Anfang an alle 10 Karten ihrer Farbe (kein Kauf), eine Meisterkarte bringt zusätzliche Ziele, und wer in der Wertung führt, beginnt jede Runde.

## Aktionskarten und Meisterkarten
torres-card-six-action-points = 6 Aktionspunkte
torres-card-seven-action-points = 7 Aktionspunkte
torres-card-climb-two-levels = Zwei Stockwerke steigen
torres-card-block-under-knight = Baustein unter einen Ritter
torres-card-block-from-supply = Baustein aus dem Vorrat
torres-card-through-castle = Durch eine Burg auf jeder Höhe
torres-card-diagonal-move = Diagonaler Zug
torres-card-move-uncovered-block = Freien Baustein versetzen
torres-card-relocate-knight = Ritter versetzen
torres-card-jump-over-knight = Über einen Ritter springen
torres-meister-exact-castles = genau 4/5/6 Burgen
torres-meister-one-line = alle Ritter in einer Linie
torres-meister-long-diagonals = Ritter auf den langen Diagonalen
torres-meister-same-level = alle Ritter auf einer Höhe
torres-meister-square = vier Ritter im Quadrat
torres-meister-different-levels = alle Ritter auf verschiedenen Höhen
torres-meister-edge = Ritter am Rand
torres-meister-chain = alle Ritter in einer Kette

## Bausteine von Beschriftungen
torres-square-at-level = { $square } (Höhe { $level })
torres-returned-both = { $top } oben, { $bottom } unten
torres-returned-top = { $top } oben (die erste zuoberst)
torres-returned-bottom = { $bottom } unten (die letzte zuunterst)
torres-returned-nothing = {""}
torres-block-rises = { $square }: steigt auf Höhe { $level } (Burg der Fläche { $area })
torres-block-grows = { $square }: die Burg wächst auf Fläche { $area }
torres-block-founds = { $square }: gründet eine neue Burg

## Aktionen
torres-action-found-castle = Eine Burg auf { $square } gründen
torres-action-first-knight = Deinen ersten Ritter auf { $square } stellen
torres-action-place-king = Den König auf { $square } stellen
torres-action-place-knight = Einen neuen Ritter auf { $square } stellen (2 AP)
torres-action-move-knight = Den Ritter von { $from } nach { $to } ziehen (1 AP)
torres-action-move-knight-through = Den Ritter von { $from } durch die Burg nach { $to } ziehen (1 AP)
torres-action-place-block = Einen Baustein von Stapel { $stack } ({ $blocks } Bausteine) setzen auf { $effect } (1 AP)
torres-action-buy-card = Eine Aktionskarte kaufen (1 AP)
torres-action-keep-card = { $card } behalten; zurücklegen: { $returned }
torres-action-advance-score = Ein Feld auf der Wertungsleiste vorrücken (1 AP)
torres-action-play-card = Die Karte { $card } spielen
torres-action-play-knight-card = { $card } spielen: Ritter von { $from } nach { $to }
torres-action-block-under-knight = Baustein unter einen Ritter spielen: unter den Ritter auf { $square }, von Stapel { $stack } ({ $blocks } Bausteine)
torres-action-block-from-supply = Baustein aus dem Vorrat spielen: auf { $effect }
torres-action-lift-block = Freien Baustein versetzen spielen: den Baustein von { $square } anheben
torres-action-put-lifted-block = Den angehobenen Baustein setzen auf { $effect }
torres-action-end-turn = Meinen Zug beenden
torres-action-end-turn-using-stack = Meinen Zug beenden und Stapel { $stack } aufbrauchen ({ $blocks } Bausteine, auf die anderen verteilt)
torres-action-spread-block = Einen unbenutzten Baustein auf Stapel { $stack } legen ({ $blocks } → { $after })
torres-action-move-king = Den König nach { $square } ziehen
torres-action-leave-king = Den König stehen lassen
torres-action-choose-starter = Spieler { $number } beginnt das nächste Jahr

## Der letzte Zug auf dem Spielbrett
torres-last-block-moved = { $player } versetzt den Baustein von { $from } nach { $to }
torres-last-squares = { $player }: { $squares }
torres-with-card = { $what }, mit der Karte { $card }

## Verlauf
torres-event-meister-game = Das Meisterspiel beginnt; Meisterkarte: { $card }
torres-event-prepared = Die 8 Burgen stehen und die Karten sind gemischt
torres-event-castle-founded = { $player } gründet eine Burg auf { $square }
torres-event-first-knight = { $player } stellt einen ersten Ritter auf { $square }
torres-event-king-placed = { $player } stellt den König auf { $square }
torres-event-year-started = Jahr { $year } beginnt; { $player } fängt an
torres-event-round-started = Runde { $round }
torres-event-turn-started = { $player } ist am Zug
torres-event-knight-placed = { $player } stellt einen Ritter auf { $square }
torres-event-knight-moved = { $player } zieht einen Ritter von { $from } nach { $to }
torres-event-block-placed = { $player } setzt einen Baustein auf { $square }
torres-event-block-from-supply = { $player } setzt einen Baustein aus dem Vorrat auf { $square }
torres-event-lifted-block-placed = { $player } setzt den angehobenen Baustein auf { $square }
torres-event-block-lifted = { $player } hebt den Baustein von { $square } an
torres-event-cards-drawn = { $player } kauft eine Karte und sieht sich { $count } an
torres-event-cards-drawn-seen = { $player } kauft eine Karte und sieht sich { $count } an: { $cards }
torres-event-card-kept = { $player } behält eine Karte, { $top } zurück oben, { $bottom } unter den Stapel
torres-event-card-kept-seen = { $player } behält eine Karte ({ $card }), { $top } zurück oben, { $bottom } unter den Stapel
torres-event-card-played = { $player } spielt { $card }
torres-event-score-advanced = { $player } rückt auf der Wertungsleiste auf { $score } vor
torres-event-turn-ended = { $player } beendet den Zug ({ $left ->
        [one] 1 unbenutzter Baustein
       *[other] { $left } unbenutzte Bausteine
    })
torres-event-block-spread = { $player } legt einen unbenutzten Baustein auf Stapel { $stack }
torres-event-blocks-returned = { $count ->
        [one] 1 Baustein von { $player } geht
       *[other] { $count } Bausteine von { $player } gehen
    } in den Vorrat zurück
torres-event-blocks-kept = { $player } behält { $count ->
        [one] 1 Baustein
       *[other] { $count } Bausteine
    } fürs nächste Jahr
torres-event-scored-castles = { $player } erhält { $points } Punkte für die Burgen (jetzt { $score })
torres-event-scored-king = { $player } erhält { $points } Punkte Königsbonus (jetzt { $score })
torres-event-scored-meister = { $player } erhält { $points } Punkte für die Meisterkarte (jetzt { $score })
torres-event-king-awaited = { $player } darf den König ziehen
torres-event-king-moved = { $player } zieht den König nach { $square }
torres-event-king-left = { $player } lässt den König stehen
torres-event-starter-awaited = { $player } wählt, wer das nächste Jahr beginnt
torres-event-starter-chosen = { $player } lässt { $starter } beginnen
torres-event-game-ended = Spielende: { $winners } gewinnt

## Ablehnungen: warum ein Zug nicht erlaubt ist
torres-error-seat-count = Torres wird zu zweit bis zu viert gespielt
torres-error-game-over = die Partie ist vorbei
torres-error-not-your-decision = das ist gerade nicht deine Entscheidung
torres-error-wrong-moment = diese Aktion passt nicht zu diesem Moment der Partie
torres-error-finish-pending-first = beende zuerst die laufende Karte (eine Karte behalten oder den angehobenen Baustein absetzen)
torres-error-not-enough-action-points = nicht mehr genug Aktionspunkte
torres-error-no-such-square = dieses Feld gibt es nicht
torres-error-square-taken = dieses Feld ist von einem Ritter oder dem König besetzt
torres-error-no-knight-in-reserve = alle deine Ritter stehen schon auf dem Brett
torres-error-not-beside-your-knight = ein neuer Ritter kommt neben einen deiner Ritter, auf dessen Höhe oder tiefer
torres-error-not-your-knight = auf diesem Feld steht keiner deiner Ritter
torres-error-unreachable = ein Ritter kann dieses Feld so nicht erreichen
torres-error-no-such-stack = diesen Stapel hast du nicht
torres-error-other-stack = die Bausteine dieses Zuges kommen von dem Stapel, den du schon angefangen hast
torres-error-empty-stack = dieser Stapel ist leer
torres-error-pick-first-alike-stack = gleich hohe Stapel sind gleichwertig: wähle den ersten dieser Höhe
torres-error-too-high-for-area = eine Burg darf nie höher sein als ihre Fläche
torres-error-not-beside-castle = ein Baustein auf dem leeren Brett muss eine Burg vergrößern
torres-error-would-join-castles = zwei Burgen dürfen nie zusammenwachsen (sie dürfen sich nur an einer Ecke berühren)
torres-error-supply-empty = der Vorrat hat keinen Baustein mehr
torres-error-buy-limit = du darfst höchstens zwei Karten pro Zug kaufen
torres-error-deck-empty = der Stapel ist leer
torres-error-no-buying-in-meister = im Meisterspiel wird nicht gekauft
torres-error-card-not-in-hand = diese Karte hast du nicht (in diesem Zug gekaufte Karten warten auf deinen nächsten Zug)
torres-error-card-already-played = pro Zug darf nur eine Aktionskarte gespielt werden
torres-error-wrong-card = das ist nicht die Karte, die diese Aktion spielt
torres-error-bad-keep-choice = behalte eine der angesehenen Karten und lege genau die anderen zurück
torres-error-no-such-seat = diesen Spieler gibt es nicht
torres-error-too-few-castles = mindestens 6 Burgen müssen bleiben
torres-error-would-split-castle = eine Burg darf nicht in zwei geteilt werden
torres-error-block-covered = nur ein freier Baustein (nichts darauf) darf versetzt werden
torres-error-nowhere-to-put = der Baustein kann von dort aus nirgends abgesetzt werden
torres-error-stack-choice = nenne den Stapel, den dieser Zug aufgebraucht hat (und nur dann)
torres-error-stack-full = dieser Stapel ist schon 3 Bausteine hoch
torres-error-too-close-to-castle = Burgen werden mindestens 3 Felder waagrecht oder senkrecht voneinander entfernt gegründet
torres-error-castle-taken = wähle eine Burg, die noch niemand besetzt
torres-error-not-a-free-block = der König kommt auf einen freien Baustein einer Burg
torres-error-first-knight-off-castle = ein erster Ritter kommt auf eine Burg, die noch niemand besetzt, nicht auf das leere Brett

## Spielbrett
torres-board-player = Spieler
torres-board-year = Jahr
torres-board-of-3 = von 3
torres-board-round = Runde
torres-board-supply = Vorrat:
torres-board-blocks = Bausteine
torres-board-shared-deck = Gemeinsamer Stapel:
torres-board-cards = Karten
torres-board-meister-card = Meisterkarte:
torres-board-action-point-left = Aktionspunkt übrig
torres-board-action-points-left = Aktionspunkte übrig
torres-board-cards-bought-this-turn = In diesem Zug gekaufte Karten:
torres-board-blocks-come-from-stack = Die Bausteine kommen von Stapel
torres-board-a-block-lifted-from = Ein Baustein, angehoben von
torres-board-waits-to-be-put-down = {" wartet darauf, abgesetzt zu werden"}
torres-board-looking-at = Angesehen:
torres-board-ground = Boden
torres-board-level = Höhe
torres-board-castle-of-area = Burg der Fläche
torres-board-knight-of = Ritter von
torres-board-the-king = , der König
torres-board-in-hand = auf der Hand
torres-board-new = neu
torres-board-deck = Stapel
torres-board-turn-order-this-round = Zugreihenfolge dieser Runde:
torres-board-your-action-cards = Deine Aktionskarten
torres-board-no-cards-in-hand = Keine Karten auf der Hand.
torres-board-bought-this-turn-playable-from-your = In diesem Zug gekauft (ab deinem nächsten Zug spielbar):
torres-board-you-are-looking-at-these-cards = Du siehst dir diese Karten an: behalte eine, lege die anderen zurück (siehe Formular).
torres-board-legend = Legende
torres-board-last-card-played = Zuletzt gespielte Karte —
torres-board-last-change-on-the-board-dotted = Letzte Änderung auf dem Brett (gepunktete Umrisse, ein Pfeil von wo nach wo) —
torres-board-last-change-on-the-board-dotted-2 = Letzte Änderung auf dem Brett (gepunkteter Umriss) —
torres-board-blocks-by-level-darker-higher-pale = Bausteine nach Höhe (dunkler = höher); helle Felder sind leerer Boden
torres-board-castle-thick-outline-and-its-area = Burg (dicker Umriss) und ihre Fläche: die Zahl ihrer Felder, zugleich die höchste Höhe, die sie erreichen darf
torres-board-knights-in-their-player-s-colour = Ritter in der Farbe ihres Spielers; die Zahl ist die Höhe, auf der sie stehen
torres-board-the-king-his-castle-has-a = der König; seine Burg hat einen goldenen Umriss (Bonus für einen Ritter auf der Höhe des Jahres)
torres-board-score-track-around-the-board-100 = Wertungsleiste rund um das Brett (100 Felder, im Uhrzeigersinn ab der oberen linken Ecke); die Tabelle zeigt die vollen Punktestände
torres-board-square-a-block-was-lifted-from = Feld, von dem ein Baustein angehoben wurde
torres-board-score = Punkte
torres-board-knights = Ritter
torres-board-block-stacks-one-per-turn-left = Stapel (einer je Zug)
torres-board-action-cards = Karten
torres-board-you = {" (du)"}
torres-board-on-the-board = auf dem Brett
torres-board-in-reserve = in Reserve
torres-board-none = keine
torres-board-kept-for-next-year = fürs nächste Jahr behalten
torres-board-torres-board-and-score-track = Torres-Spielbrett und Wertungsleiste
torres-board-highest-level = höchste Höhe
torres-board-the-game-is-being-set-up = Die Partie wird vorbereitet.
torres-board-a-card-was-played-this-turn = In diesem Zug wurde eine Karte gespielt.
torres-board-set-up-who-founds-castle-n = Aufbau: { $who } gründet Burg { $n } von 8.
torres-board-set-up-you-found-castle-n = Aufbau: Du gründest Burg { $n } von 8.
torres-board-set-up-who-places-a-first = Aufbau: { $who } stellt einen ersten Ritter auf eine Burg, die noch niemand besetzt.
torres-board-set-up-place-your-first-knight = Aufbau: Stelle deinen ersten Ritter auf eine Burg, die noch niemand besetzt.
torres-board-set-up-who-places-the-king = Aufbau: { $who } stellt den König auf eine freie Burg.
torres-board-set-up-place-the-king-on = Aufbau: Stelle den König auf eine freie Burg.
torres-board-who-spreads-n-unused-block-s = { $who } verteilt unbenutzte Bausteine ({ $n }) auf die übrigen Stapel.
torres-board-spread-your-n-unused-block-s = Verteile deine unbenutzten Bausteine ({ $n }) auf deine übrigen Stapel.
torres-board-after-the-scoring-who-furthest-behind = Nach der Wertung darf { $who } (am weitesten zurück) den König ziehen.
torres-board-after-the-scoring-you-furthest-behind = Nach der Wertung darfst du (am weitesten zurück) den König ziehen.
torres-board-who-chooses-who-starts-year-n = { $who } wählt, wer Jahr { $n } beginnt.
torres-board-choose-who-starts-year-n = Wähle, wer Jahr { $n } beginnt.
torres-group-found-castle = Eine Burg gründen
torres-group-place-first-knight = Deinen ersten Ritter stellen
torres-group-place-king = Den König stellen
torres-group-place-knight = Einen neuen Ritter stellen (2 AP)
torres-group-move-knight = Einen Ritter ziehen (1 AP)
torres-group-place-block = Einen Baustein setzen (1 AP)
torres-group-buy-card = Eine Aktionskarte kaufen (1 AP)
torres-group-keep-card = Eine Karte behalten, die anderen zurücklegen
torres-group-advance-score = Auf der Wertungsleiste vorrücken (1 AP)
torres-group-play-action-points = Karte: mehr Aktionspunkte
torres-group-play-climb-two-levels = Karte: zwei Stockwerke steigen
torres-group-play-block-under-knight = Karte: Baustein unter einen Ritter
torres-group-play-block-from-supply = Karte: Baustein aus dem Vorrat
torres-group-play-through-castle = Karte: durch eine Burg auf jeder Höhe
torres-group-play-diagonal-move = Karte: diagonaler Zug
torres-group-play-lift-block = Karte: freien Baustein versetzen (anheben)
torres-group-put-lifted-block = Den angehobenen Baustein absetzen
torres-group-play-relocate-knight = Karte: Ritter versetzen
torres-group-play-jump = Karte: über einen Ritter springen
torres-group-end-turn = Zug beenden
torres-group-spread-block = Einen unbenutzten Baustein verteilen
torres-group-move-king = Den König ziehen
torres-group-leave-king = Den König stehen lassen
torres-group-choose-starter = Wer beginnt das nächste Jahr
torres-colour-red = Rot
torres-colour-blue = Blau
torres-colour-yellow = Gelb
torres-colour-green = Grün
torres-board-your-turn = Du bist am Zug.
torres-board-turn-of = { $who } ist am Zug.
torres-board-game-over = Nach drei Jahren gewinnt { $winners } mit { $points } Punkten.
torres-board-stacks = { $count } Stapel: { $heights }
torres-pick-card-or-square = Spiele eine Karte oder tippe auf ein markiertes Feld.
torres-pick-square = Tippe auf ein markiertes Feld.
