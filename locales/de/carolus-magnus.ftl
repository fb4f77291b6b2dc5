# Carolus Magnus: was die Regeln den Spielern sagen. Die Farben stehen als
# Hauptwörter („Rot“), damit sie in jedem Satz ohne Beugung passen.

## Farben der Paladine
cm-colour-red = Rot
cm-colour-pink = Rosa
cm-colour-blue = Blau
cm-colour-yellow = Gelb
cm-colour-green = Grün

## Optionen beim Anlegen einer Partie
cm-option-dice-variant = Würfelvariante
cm-option-dice-variant-help = Beim Auffüllen des Vorrats die Farbe eines Würfels bestimmen und die anderen würfeln.
cm-option-seating = Partner
cm-option-seating-help = Zu viert spielen zwei gegen zwei; Partner können sich gegenüber oder nebeneinander sitzen.
cm-option-seating-opposite = Gegenüber: Spieler 1 und 3 gegen 2 und 4
cm-option-seating-adjacent = Nebeneinander: Spieler 1 und 2 gegen 3 und 4

## Seiten (Farbe der Burgen) und die Kronenseite des Würfels
cm-side-black = Schwarz
cm-side-white = Weiß
cm-side-grey = Grau
cm-side-strength = { $side } { $strength }
cm-side-player = { $side } ({ $player })
cm-side-partners = { $side } ({ $first } und { $others })
cm-face-crown = Krone
cm-and = { $first } und { $rest }
cm-nobody = {""}

## Was der Halt des Kaisers bewirken würde
cm-effect-no-majority = keine Mehrheit, nichts geschieht
cm-effect-leads = { $side } führt, aber nichts ändert sich
cm-effect-build = { $side } baut eine Burg
cm-effect-take-over = { $side } übernimmt { $castles ->
        [one] eine Burg
       *[other] { $castles } Burgen
    } von { $from }

## Aktionen
cm-action-play-disc = Scheibe { $disc } spielen ({ $ahead ->
        [0] bisher als Erster handeln
       *[other] bisher nach { $ahead ->
            [one] einem Spieler
           *[other] { $ahead } Spielern
        } handeln
    }; Kaiser bis zu { $disc } { $disc ->
        [1] Feld
       *[other] Felder
    })
cm-control-kept = du behältst die Kontrolle
cm-control-taken = du übernimmst die Kontrolle über { $colour }
cm-control-unchanged = keine Änderung der Kontrolle
cm-action-place-at-court = Einen Paladin der Farbe { $colour } an deinen Hof setzen ({ $mine } gegen { $rival }: { $control })
cm-would-lead = { $side } würde dort dann führen: { $counts }
cm-would-lead-nobody = niemand würde dort führen: { $counts }
cm-action-place-in-territory = Einen Paladin der Farbe { $colour } in Gebiet { $territory } setzen ({ $lead })
cm-action-move-emperor = Den Kaiser { $steps } { $steps ->
        [1] Feld
       *[other] Felder
    } bis Gebiet { $territory } ziehen: { $effect }
cm-source-centre = { $count } in der Mitte
cm-source-courts = keiner in der Mitte: jeder Hof gibt { $each } zurück
cm-action-set-die = Einen Würfel auf { $colour } legen, dann die anderen würfeln ({ $source })
cm-action-take-paladin = Einen Paladin der Farbe { $colour } für eine Krone nehmen ({ $source })

## Verlauf
cm-event-board-set = Die 15 Gebiete erhalten je einen Paladin; der Kaiser beginnt in Gebiet { $territory }
cm-event-first-player = { $player } wird ausgelost und spielt die erste Scheibe
cm-event-dice-rolled = { $player } würfelt: { $faces }
cm-event-colour-chosen = { $player } wählt { $colour }
cm-event-die-turned-free = Kein Paladin der Farbe { $colour } mehr: { $player } nennt eine andere Farbe
cm-event-crowns-lost = Kein Paladin irgendeiner Farbe mehr: { $player } erhält nichts für { $count ->
        [one] einen Würfel
       *[other] { $count } Würfel
    }
cm-event-courts-returned = Kein Paladin der Farbe { $colour } mehr in der Mitte: jeder Hof gibt { $each } zurück
cm-event-cube-taken = { $player } nimmt einen Paladin der Farbe { $colour } in den Vorrat
cm-event-opening = Runde { $round }: Die Scheiben werden in der Reihenfolge { $order } gespielt
cm-event-disc-played = { $player } spielt Scheibe { $disc }
cm-event-turn-order = Spielreihenfolge: { $order }
cm-event-discs-recovered = Fünf Runden gespielt: Jeder nimmt seine fünf Scheiben zurück
cm-event-turn-started = { $player } ist am Zug: { $paladins ->
        [one] ein Paladin
       *[other] { $paladins } Paladine
    } zu setzen, Kaiser bis zu { $disc }
cm-event-placed-at-court = { $player } setzt einen Paladin der Farbe { $colour } an den Hof
cm-event-placed-in-territory = { $player } setzt einen Paladin der Farbe { $colour } in Gebiet { $territory }
cm-event-control-taken-from = { $player } übernimmt die Kontrolle über { $colour } von { $from }
cm-event-control-taken = { $player } übernimmt die Kontrolle über { $colour }
cm-event-emperor-moved = { $player } zieht den Kaiser { $steps } { $steps ->
        [1] Feld
       *[other] Felder
    } bis Gebiet { $territory }
cm-event-no-change = Gebiet { $territory } bleibt, wie es ist ({ $side } führt)
cm-event-no-majority = Keine Mehrheit in Gebiet { $territory }: nichts geschieht
cm-event-castle-built = { $side } baut eine Burg in Gebiet { $territory }
cm-event-taken-over = { $side } übernimmt Gebiet { $territory }: { $removed ->
        [one] eine Burg
       *[other] { $removed } Burgen
    } von { $from } durch { $placed } ersetzt
cm-event-merged = Die Gebiete { $into } und { $absorbed } verschmelzen zu einem
cm-event-replenish = { $player } füllt den Vorrat mit { $dice } Würfeln auf
cm-end-all-castles = alle Burgen einer Seite sind gebaut
cm-end-few-territories = es bleiben weniger als 4 Gebiete
cm-end-frozen = kein Paladin kann mehr gesetzt werden
cm-end-settled = kein Paladin kann mehr gesetzt werden und keine Burg sich mehr ändern
cm-event-game-ended = Spielende, { $why }: { $winners } gewinnt mit den Burgen { $castles }

## Ablehnungen: warum ein Zug nicht erlaubt ist
cm-error-game-over = die Partie ist vorbei
cm-error-not-your-turn = du bist nicht an der Reihe zu entscheiden
cm-error-not-now = darauf wartet das Spiel gerade nicht
cm-error-disc-not-in-hand = du hast Scheibe { $disc } nicht mehr
cm-error-disc-already-played = Scheibe { $disc } wurde in dieser Runde schon gespielt, und du hast noch eine andere Zahl
cm-error-not-in-reserve = dein Vorrat hat keinen Paladin der Farbe { $colour }
cm-error-no-such-territory = es gibt kein Gebiet { $territory } (verschmolzene Gebiete tragen ihre kleinste Nummer)
cm-error-steps-out-of-range = mit deiner Scheibe zieht der Kaiser 1 bis { $max } Felder, nicht { $steps }
cm-error-colour-exhausted = kein Paladin der Farbe { $colour } ist mehr in der Mitte oder an allen Höfen
cm-error-seat-count = Carolus Magnus wird zu zweit, zu dritt oder zu viert gespielt

## Spielbrett
cm-board-setting-up = Spielaufbau
cm-board-the-dice-thrown-for-the-first = die Würfe für die Startvorräte
cm-board-text = {" und "}
cm-board-the-circle-of-territories = Der Kreis der Gebiete
cm-board-nothing-happens = nichts geschieht
# Die Buchstaben auf den Würfeln: einer je Farbe, damit sie auf dem Handy lesbar bleiben
# (die Legende nennt die Farben dazu): Rosa ist P wie „Pink“, Grün das Ü.
cm-board-letter-pink = P
cm-board-letter-yellow = G
cm-board-letter-green = Ü
cm-board-play-a-disc = Eine Scheibe spielen
cm-board-place-a-paladin-from-your-reserve = Einen Paladin aus deinem Vorrat setzen
cm-board-move-the-emperor = Den Kaiser ziehen
cm-board-choose-a-colour = Eine Farbe wählen
cm-board-your-court = dein Hof
cm-board-territory = Gebiet
cm-board-the-emperor-to-territory = der Kaiser nach Gebiet
cm-board-choose-the-colour-of-the-paladin = Wähle die Farbe des zu setzenden Paladins.
cm-board-touch-the-territory-where-the-emperor = Tippe auf das Gebiet, in dem der Kaiser halten soll.
cm-board-your-court-place-the-paladin-here = Dein Hof: den Paladin hierher setzen

## Wörter des Spielbretts
cm-word-round = Runde
cm-word-centre = Mitte
cm-word-court = Hof
cm-word-reserve = Vorrat
cm-word-castles-left = Verbleibende Burgen
cm-word-discs = Scheiben
cm-word-played = gespielt
cm-word-to-move = am Zug
cm-word-partner = Partner
cm-word-chosen = Gewählt
cm-word-legend = Legende
cm-word-emperor = Kaiser
cm-word-clan-marker = Clanmarker: dieser Hof kontrolliert die Farbe
cm-word-castle = Burgen
cm-word-landing = wo der Kaiser halten kann (Felder) und wer dort bauen oder übernehmen würde
cm-word-strength = Stärke jeder Seite hier (kontrollierte Paladine + Burgen)
cm-word-disc-held = Scheibe auf der Hand
cm-word-disc-used = schon gespielte Scheibe
cm-word-territory = Gebiet
cm-word-merged = verschmolzene Gebiete
cm-word-game-over = Spielende
cm-word-wins = gewinnt
cm-word-controls = kontrolliert
cm-word-order = Spielreihenfolge

## Spielbrett: wer was tut, der letzte Zug, die Haltepunkte
cm-step-first-reserve = würfelt (Startvorrat)
cm-step-naming-colour-first-reserve = nennt die Farbe einer Krone (Startvorrat)
cm-step-naming-colour = nennt die Farbe einer Krone (noch { $crowns })
cm-step-setting-die = legt einen Würfel fest und würfelt dann
cm-step-playing-disc = spielt eine Scheibe
cm-step-discs-down = hat Scheibe { $disc } gespielt: die Spielreihenfolge steht fest
cm-step-placing-paladins = setzt Paladine: { $placed } von { $total } gesetzt
cm-step-moving-emperor = { $disc ->
    [1] zieht den Kaiser 1 Feld
   *[other] zieht den Kaiser 1 bis { $disc } Felder
}
cm-step-emperor-moved = hat den Kaiser nach Gebiet { $territory } gezogen
cm-step-replenishing = würfelt, um den Vorrat aufzufüllen
cm-board-last-move = Letzter Zug: { $what }. Gestrichelter Umriss: was er verändert hat.
cm-decision-disc-played = hat Scheibe { $disc } gespielt
cm-decision-placed-at-court = hat einen Paladin der Farbe { $colour } an den eigenen Hof gesetzt
cm-decision-placed-in-territory = hat einen Paladin der Farbe { $colour } in Gebiet { $territory } gesetzt
cm-decision-emperor-moved = hat den Kaiser { $steps } { $steps ->
        [1] Feld
       *[other] Felder
    } bis Gebiet { $territory } gezogen
cm-decision-colour-named = hat die Farbe { $colour } genannt
cm-board-place-here = Gebiet { $territory }: den Paladin hierher setzen
cm-board-builds = { $side } baut
cm-board-takes-over = { $side } übernimmt von { $from }
cm-board-emperor-to = Der Kaiser nach Gebiet { $territory }
cm-board-disc-acts = gespielt { $disc } · handelt als { $place }.
cm-board-disc-played = gespielt { $disc }
cm-board-court-of = Hof von { $player }
