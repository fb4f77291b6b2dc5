# Carolingi: was die Regeln den Spielern sagen.

## Optionen beim Anlegen einer Partie
carolingi-option-sundial-year = Letztes Jahr (Sonnenuhr)
carolingi-option-sundial-year-help = Die Partie endet nach dem Herbst dieses Jahres, außer jemand erklärt vorher den Frieden. Empfohlen ist 834.
carolingi-option-advanced = Fortgeschrittenes Spiel
carolingi-option-advanced-help = Anhänger werden in Aufbaurunden eingesetzt, Wälder kommen von der ersten Karte jeder Region, Paläste werden im Spiel gebaut (Entwickeln c) und zählen 1 Punkt; den Frieden zu erklären verlangt einen Palast und 3 weitere Bedingungen; eine Hungersnot-Karte weniger als Spieler.
carolingi-option-anarchy-module = Modul: Anarchie und Rebellion
carolingi-option-anarchy-module-help = Die Karten Anarchie und Rebellion werden zu Beginn des zweiten Jahres zusammen mit der ersten Hungersnot-Karte ins Archivium gemischt.
carolingi-option-hourglass-hours = Sanduhr (Stunden)
carolingi-option-hourglass-hours-help = Stunden, die jeder Spieler pro Jahreszeit zum Legen seiner Plättchen hat (0 = keine Sanduhr). Nicht rechtzeitig gelegte Plättchen kommen nicht in den Beutel.

## Namen: Länder, Regionen, Plättchen, Spieler
carolingi-country = { $country ->
    [normandie] Normandie
    [ile_de_france] Île-de-France
    [champagne] Champagne
    [anjou] Anjou
    [berry] Berry
    [frise] Friesland
    [flandre] Flandern
    [basse_lotharingie] Niederlothringen
    [haute_lotharingie] Oberlothringen
    [nordalbingie] Nordalbingien
    [westphalie] Westfalen
    [ostphalie] Ostfalen
    [hesse] Hessen
    [thuringe] Thüringen
    [duche_bourgogne] Herzogtum Burgund
    [comte_bourgogne] Grafschaft Burgund
    [haute_provence] Obere Provence
    [franconie] Franken
    [souabe] Schwaben
    [rhetie] Rätien (Churrätien)
    [poitou] Poitou
    [auvergne] Auvergne
    [perigord] Périgord
    [toulouse] Toulouse
    [gascogne] Gascogne
    [nordgau] Nordgau
    [baviere_centre] Kernbayern
    [ostmark] Ostmark
    [carantanie] Karantanien
    [pannonie] Pannonien
    [lombardie_occ] Westlombardei
    [lombardie_or] Ostlombardei
    [frioul] Friaul
    [tuscie] Tuszien
    [spolete] Spoleto
   *[corse] Korsika
}
carolingi-region = { $region ->
    [neustria] Neustrien
    [lotharingia] Lotharingien
    [saxony] Sachsen
    [burgundy] Burgund
    [alemannia] Alemannien
    [aquitaine] Aquitanien
    [bavaria] Bayern
   *[lombards] Königreich der Langobarden
}
carolingi-tile = { $kind ->
    [influence] Einfluss nehmen
    [develop] Entwickeln
    [make-missi] Missi ernennen
    [move-troops] Truppen bewegen
    [fight] Kämpfen
    [pacify-rebels] Rebellen befrieden
    [declare-peace] Frieden erklären
    [inaction] Untätigkeit
   *[unknown] ?
}{ $dotted ->
    [yes] { " •" }
   *[no] {""}
}
carolingi-player = { $player }
carolingi-together = { $first } & { $rest }
carolingi-nobody = {""}
carolingi-player-country = { $player }: { $country }
carolingi-player-takes = { $player } ← { $tile }
carolingi-sheet-line = { $player } { $points } P.

## Aktionen
carolingi-action-keep-tiles = In dieser Jahreszeit kein Plättchen tauschen
carolingi-action-exchange-tile = { $give } (verdeckt) opfern, um { $take } zurückzunehmen
carolingi-action-place-tile = Das Plättchen { $tile } verdeckt ins Scriptorium legen
carolingi-action-end-action = Diese Aktion beenden
carolingi-action-skip-tile = Mit diesem Plättchen nichts tun
carolingi-action-missus-home = Einfluss nehmen: einen Missus in deine Heimat schicken
carolingi-action-missus-to-card = Einfluss nehmen: einen Missus auf die Karte { $country } setzen
carolingi-action-transfer-card = Einfluss nehmen: alles auf der Karte { $country } ins Land versetzen
carolingi-action-unlock-tile = Entwickeln: { $tile } freischalten (2 Missi werden wieder Leudes)
carolingi-action-develop = Entwickeln: ein Entwicklungsmarker in { $country } ({ $now } → { $after }), für einen Missus
carolingi-with-taxes = { $what } — noch { $left } Steuern
carolingi-promote-leude = Einen Leude zum Missus machen (1 Steuer)
carolingi-call-noble = Einen Adligen als Leude an den Hof rufen (1 Steuer)
carolingi-promote-noble = Einen Adligen zum Missus machen (2 Steuern)
carolingi-action-move-partisan-new-group = Einen Anhänger von { $from } nach { $to } bewegen (neue Gruppe, kostet einen Missus)
carolingi-action-move-partisan-joins = Einen Anhänger von { $from } nach { $to } bewegen (schließt sich der Gruppe an, kostenlos)
carolingi-action-fight = In { $country } kämpfen: du verlierst { $own }, { $enemies } gegnerische Anhänger und { $rebels ->
        [one] 1 Rebellenbande
       *[other] { $rebels } Rebellenbanden
    } werden entfernt
carolingi-action-claim-trophy = Eine Trophäe beanspruchen (ein Leude auf die Ruhmesleiste)
carolingi-action-pacify = Befrieden: eine Rebellenbande in { $country } durch einen Missus ersetzen
carolingi-action-extra-tile = Frieden erklären: { $tile } sofort spielen
carolingi-action-skip-extra-tile = Frieden erklären: kein zusätzliches Plättchen spielen
carolingi-action-famine-remove = Hungersnot in { $place }: ein Anhänger von Spieler { $number } geht
carolingi-action-pass-placement = In dieser Jahreszeit keine (weiteren) Plättchen legen (nicht gelegte Plättchen bleiben aus dem Beutel)
carolingi-action-claim-homeland = Entwickeln c: deinen Palast in { $country } bauen (3 Missi an den Hof, beide Marker zurück; die anderen gehen)
carolingi-action-expel-rebel = Eine Rebellenbande aus deiner neuen Heimat nach { $country } vertreiben
carolingi-action-setup-on-country = a. Den Anhänger in { $country } einsetzen und seine Karte ablegen
carolingi-action-setup-missus = b. Den Anhänger zum Missus machen (die Karte kommt in ihre Zone)
carolingi-action-setup-join-country = c. Den Anhänger zu deinen Anhängern in { $country } stellen (die Karte kommt in ihre Zone)
carolingi-action-setup-on-card = d. Den Anhänger auf die Karte { $country } setzen (die gezogene Karte kommt in ihre Zone)

## Verlauf
carolingi-event-homelands = Paläste gezogen — { $palaces }
carolingi-event-deck-shuffled = Das Archivium wird gemischt: { $size } Karten
carolingi-event-deck-shuffled-famine = Das Archivium wird gemischt: { $size } Karten, mit Hungersnot-Karte
carolingi-event-season = { $season ->
    [winter] Winter
    [spring] Frühling
    [summer] Sommer
   *[autumn] Herbst
} { $year } beginnt
carolingi-event-season-exchanges = { $season ->
    [winter] Winter
    [spring] Frühling
    [summer] Sommer
   *[autumn] Herbst
} { $year } beginnt — zuerst der Plättchentausch
carolingi-event-keeps-tiles = { $player } behält die eigenen Plättchen
carolingi-event-exchange = { $player } opfert { $give } für { $take }
carolingi-event-exchange-decided = { $player } hat über einen Tausch entschieden
carolingi-event-no-exchange = Niemand tauscht ein Plättchen
carolingi-event-exchanges = Tausch: { $exchanges }
carolingi-event-tile-placed-seen = { $player } legt das Plättchen { $tile } verdeckt
carolingi-event-tile-placed = { $player } legt ein Plättchen verdeckt
carolingi-event-bag-filled = { $tiles } Plättchen kommen in den Beutel
carolingi-event-event-drawn = Ein Ereignisplättchen wird gezogen
carolingi-event-tile-drawn = Das Plättchen { $tile } von { $player } wird gezogen
carolingi-event-action-ended = { $player } beendet die Aktion { $tile }
carolingi-event-action-skipped = { $player } tut nichts mit dem Plättchen { $tile }
carolingi-event-missus-home = { $player } schickt einen Missus in die Heimat
carolingi-event-missus-to-card = { $player } setzt einen Missus auf die Karte { $country }
carolingi-event-card-transferred = { $player } versetzt die Figuren der Karte { $country } ins Land
carolingi-event-tile-unlocked-seen = { $player } schaltet { $tile } frei
carolingi-event-tile-unlocked = { $player } schaltet ein Plättchen frei
carolingi-event-developed = { $player } entwickelt { $country }
carolingi-event-leude-promoted = { $player } macht einen Leude zum Missus
carolingi-event-noble-called = { $player } ruft einen Adligen an den Hof
carolingi-event-noble-promoted = { $player } macht einen Adligen zum Missus
carolingi-event-partisan-moved = { $player } bewegt einen Anhänger von { $from } nach { $to }
carolingi-event-partisan-moved-new-group = { $player } bewegt einen Anhänger von { $from } nach { $to } (ein Missus kehrt an den Hof zurück)
carolingi-event-battle = { $player } kämpft in { $country }: { $lost } Anhänger und { $rebels ->
        [one] 1 Rebellenbande
       *[other] { $rebels } Rebellenbanden
    } entfernt
carolingi-event-trophy = { $player } beansprucht eine Trophäe
carolingi-event-pacified = { $player } befriedet eine Rebellenbande in { $country }
carolingi-event-extra-tile = { $player } spielt { $tile } sofort
carolingi-event-extra-tile-skipped = { $player } spielt kein zusätzliches Plättchen
carolingi-event-famine-card = Das Archivium bringt eine Hungersnot
carolingi-event-country-card = Das Archivium bringt { $country }
carolingi-event-anarchy = Das Archivium bringt die Anarchie: eine Rebellenbande in jedes Land, das niemand kontrolliert (außer Wäldern)
carolingi-event-rebellion = Das Archivium bringt die Rebellion: eine Rebellenbande überall, wo weniger Anhänger stehen, als das Land fasst
carolingi-event-deck-empty = Das Archivium ist leer: nichts geschieht
carolingi-event-zone-overflowed = Die Zone { $region } ist voll: ihre Karten werden auf das Brett geleert
carolingi-event-famine-losses = Hungersnot in { $country }: { $lost } Anhänger kehren an den Hof zurück
carolingi-event-famine-partisan = Hungersnot in { $country }: ein Anhänger von { $player } geht
carolingi-event-famine-ended = Die Hungersnot endet; Rebellen erheben sich in: { $countries }
carolingi-event-extra-action-cancelled = { $player } hat zu Frieden erklären kein Untätigkeitsplättchen gelegt: die zusätzliche Aktion wird zurückgenommen
carolingi-event-declaration-failed = Die Friedenserklärung von { $player } scheitert ({ $points } Bedingungen)
carolingi-event-bag-revealed = Der Beutel wird aufgedeckt: { $tiles } Plättchen
carolingi-event-peace-contest = Weitere Friedenserklärungen liegen im Beutel: sie werden zuerst gezogen
carolingi-event-declarations-failed = Kein Karolinger setzt sich allein durch: die Erklärungen von { $players } scheitern
carolingi-event-peace-declared = { $player } erklärt den Frieden und gewinnt
carolingi-event-year-ended = Bruder Hartmut eröffnet das Jahr { $year }
carolingi-event-plenary-court = Hoftag: { $sheets }
carolingi-event-rebels-to-archivium = { $count } überzählige Rebellenbanden kommen ins Archivium
carolingi-event-game-ended = Das Jahr der Sonnenuhr ist vorbei: { $sheets } — Sieg für { $winners }
carolingi-event-placement-passed = { $player } legt in dieser Jahreszeit keine Plättchen mehr
carolingi-event-homeland-claimed = { $player } baut einen Palast in { $country }: es ist nun die eigene Heimat
carolingi-event-rebel-expelled = Der Palast von { $player } vertreibt eine Rebellenbande nach { $country }
carolingi-event-setup-round = Aufbaurunde { $round }: jeder legt vier Anhänger in den Beutel
carolingi-event-forest = { $country } wird der Wald seiner Region
carolingi-event-setup-drawn = { $country } wird mit einem Anhänger von { $player } gezogen
carolingi-event-setup-drawn-empty = Das Archivium ist leer; ein Anhänger von { $player } wird gezogen
carolingi-event-setup-on-country = { $player } setzt den Anhänger in das gezogene Land
carolingi-event-setup-missus = { $player } macht den Anhänger zum Missus
carolingi-event-setup-join-country = { $player } stellt den Anhänger in { $country } dazu
carolingi-event-setup-on-card = { $player } setzt den Anhänger auf die Karte { $country }
carolingi-event-setup-rebellion = Aufstände: eine Bande mehr, wo schon eine ist, eine Bande, wo niemand ist
carolingi-event-module-cards = Die Karten Anarchie und Rebellion kommen ins Archivium
carolingi-event-rebels-rose = { $count ->
        [one] 1 neue Rebellenbande
       *[other] { $count } neue Rebellenbanden
    }: { $countries }

## Ablehnungen: warum ein Zug nicht erlaubt ist
carolingi-error-seat-count = Carolingi wird zu zweit bis zu sechst gespielt
carolingi-error-sundial-year = die Sonnenuhr muss auf einem Jahr von 830 bis 839 stehen
carolingi-error-game-over = die Partie ist vorbei
carolingi-error-not-your-decision = du hast jetzt nichts zu entscheiden
carolingi-error-wrong-moment = das geht in diesem Moment der Partie nicht
carolingi-error-tile-not-active = dieses Plättchen ist nicht unter deinen aktiven Plättchen
carolingi-error-already-placed = du hast deine zwei Plättchen dieser Jahreszeit schon gelegt
carolingi-error-peace-needs-inaction = Frieden erklären muss zusammen mit einem Untätigkeitsplättchen gelegt werden
carolingi-error-bad-exchange = du darfst nur ein aktives Aktionsplättchen gegen eines deiner Plättchen im Jahreszeitenkreis tauschen
carolingi-error-no-missi = du hast keinen Missus mehr
carolingi-error-no-leudes = du hast keinen Leude mehr
carolingi-error-no-nobiles = du hast keinen Adligen mehr
carolingi-error-not-enough-taxes = deine Steuern reichen dafür nicht
carolingi-error-other-influence-chosen = die Aktion, die du vorher mit diesem Plättchen gewählt hast, erlaubt das nicht
carolingi-error-homeland-limit = du darfst höchstens drei Missi in deine Heimat schicken
carolingi-error-card-not-in-zone = diese Länderkarte liegt in keiner Regionalzone
carolingi-error-controlled-by-another = ein anderer Karolinger kontrolliert dieses Land
carolingi-error-no-partisan-on-card = du hast keinen Anhänger auf dieser Karte
carolingi-error-cannot-unlock = dieses Plättchen ist nicht unter deinen gesperrten Plättchen, oder du brauchst zwei Missi zum Freischalten
carolingi-error-not-controlled = du kontrollierst dieses Land nur, wenn du dort mehr Anhänger hast als alle anderen und die Rebellen zusammen, und nie in einem Wald
carolingi-error-not-developable = dort darf kein Entwicklungsmarker hin (Palast, Wald oder schon zwei Marker)
carolingi-error-development-limit = höchstens drei Entwicklungsmarker pro Aktion, aus dem Vorrat
carolingi-error-not-a-source = deine Truppen dürfen nur Länder verlassen, die du zu Beginn der Aktion kontrolliert hast, oder Wälder
carolingi-error-not-adjacent = diese Länder grenzen nicht aneinander
carolingi-error-other-homeland = kein Anhänger darf die Heimat eines anderen Karolingers betreten
carolingi-error-no-movable-partisan = jeder Anhänger dort hat in dieser Aktion schon eine Grenze überquert
carolingi-error-no-plurality = du brauchst dort mehr Anhänger als jeder andere Karolinger und als die Rebellenbanden
carolingi-error-nothing-to-fight = dort gibt es niemanden zu bekämpfen
carolingi-error-trophy-unavailable = du darfst eine Trophäe pro Kampfplättchen beanspruchen, nach einer Schlacht, mit einem Leude, bis zu vier
carolingi-error-no-rebels = dort ist keine Rebellenbande
carolingi-error-not-near = du brauchst einen Anhänger in diesem Land oder daneben
carolingi-error-pacify-limit = du befriedest ein Land pro Aktion, höchstens drei Rebellenbanden
carolingi-error-cannot-play-tile = dieses Plättchen kann jetzt nicht gespielt werden
carolingi-error-no-such-partisan = dieser Karolinger hat keinen Anhänger in dem Land
carolingi-error-hourglass-hours = die Sanduhr erlaubt höchstens 168 Stunden
carolingi-error-cannot-claim-homeland = ein Palast verlangt das fortgeschrittene Spiel, noch keine Heimat, drei Missi und ein kontrolliertes Land mit zwei Entwicklungsmarkern in einer Region ohne Palast
carolingi-error-cannot-expel = die Rebellenbanden ziehen in ein Land neben der neuen Heimat, nie in eine andere Heimat
carolingi-error-partisan-next-door = Option a verlangt, dass du keinen Anhänger in den Nachbarländern des Landes der gezogenen Karte hast (und eine gezogene Karte)
carolingi-error-no-partisans-there = Option c verlangt ein anderes Land, in dem du schon Anhänger hast
carolingi-error-no-such-card = Option d verlangt eine Länderkarte, die schon in einer Regionalzone liegt
carolingi-error-placement-over = du legst in dieser Jahreszeit keine Plättchen mehr

## Spielbrett
carolingi-board-nobody = niemand
carolingi-board-the-card-of = die Karte von
carolingi-board-the-court = der Hof
carolingi-board-a-trophy = eine Trophäe
carolingi-board-text = :
carolingi-board-missi-sent-to-the-homeland = In die Heimat geschickte Missi:
carolingi-board-missi-put-on-cards = Auf Karten gesetzte Missi:
carolingi-board-cards-transferred = Versetzte Karten:
carolingi-board-choose-a-b-or-c = Wähle a, b oder c.
carolingi-board-development-markers-placed = Gesetzte Entwicklungsmarker:
carolingi-board-taxes-left-to-spend = Noch auszugebende Steuern:
carolingi-board-troops-may-leave = Truppen dürfen verlassen:
carolingi-board-battle-fought = Geschlagene Schlacht:
carolingi-board-trophy-claimed = Trophäe beansprucht:
carolingi-board-pacifying = Befriedung von
carolingi-board-yes = ja
carolingi-board-no = nein
carolingi-board-seat = Platz
carolingi-board-winter = Winter
carolingi-board-spring = Frühling
carolingi-board-summer = Sommer
carolingi-board-autumn = Herbst
carolingi-board-famine = Hungersnot
carolingi-board-anarchy = Anarchie
carolingi-board-rebellion = Rebellion
carolingi-board-rebel-bands = Rebellenbanden
carolingi-board-development = Entwicklung
carolingi-board-forest = Wald
carolingi-board-palace-of = Palast von
carolingi-board-annals = Annalen
carolingi-board-sundial-the-last-year-of-the = Sonnenuhr: das letzte Jahr der Partie
carolingi-board-hartmut-s-event-tile-for-831 = Hartmuts Ereignisplättchen für 831 wartet auf den Annalen.
carolingi-board-victory-conditions-now = Siegbedingungen jetzt
carolingi-board-last-plenary-court = Letzter Hoftag
carolingi-board-the-game-ends-after-the-autumn = die Partie endet nach dem Herbst des Jahres
carolingi-board-exchange-window-each-carolingian-may-sacrifice = Tauschfenster: jeder Karolinger darf ein aktives Plättchen opfern, um ein benutztes zurückzunehmen. Noch zu entscheiden:
carolingi-board-everybody-places-two-tiles-face-down = Jeder legt zwei Plättchen verdeckt ins Scriptorium, jeder für sich; der Beutel wird gezogen, sobald der Letzte gelegt hat.
carolingi-board-drawn-from-the-bag = Aus dem Beutel gezogen:
carolingi-board-carried-out-by = ausgeführt von
carolingi-board-declares-peace-and-may-play-one = erklärt den Frieden und darf sofort ein weiteres aktives Plättchen spielen.
carolingi-board-famine-countries-still-over-their-capacity = Hungersnot! Länder noch über ihrem Fassungsvermögen (1 + Entwicklung, 3 in einer Heimat):
carolingi-board-won-by = Gewonnen von
carolingi-board-declared-peace-successfully = hat erfolgreich den Frieden erklärt.
carolingi-board-action-boards = Aktionstafeln
carolingi-board-you = du
carolingi-board-to-decide = entscheidet
carolingi-board-palace-in = Palast in
carolingi-board-trophies = Trophäen
carolingi-board-active-tiles = aktive Plättchen
carolingi-board-locked = gesperrt
carolingi-board-placed-this-season = in dieser Jahreszeit gelegt
carolingi-board-used-face-up = Benutzt (offen):
carolingi-board-exchange-space = Tauschfeld:
carolingi-board-taken-this-year = in diesem Jahr genommen
carolingi-board-free = frei
carolingi-board-tile-s-placed-face-down = Plättchen verdeckt gelegt
carolingi-board-last-move-dashed-outline = Letzter Zug (gestrichelter Umriss):
carolingi-board-development-marker = Entwicklungsmarker
carolingi-board-forest-never-controlled = Wald (nie kontrolliert)
carolingi-board-palace-homeland = Palast (Heimat)
carolingi-board-its-card-lies-in-the-regional = seine Karte liegt in der Regionalzone
carolingi-board-land-border = Landgrenze
carolingi-board-sea-link = Seeverbindung
carolingi-board-out-of-play = nicht im Spiel
carolingi-board-map-of-the-frankish-realm = Karte des Frankenreichs
carolingi-board-your-tiles = Deine Plättchen
carolingi-board-your-exchange-secret-until-all-have = Dein Tausch (geheim, bis alle gewählt haben):
carolingi-board-you-keep-your-tiles-this-time = Du behältst diesmal deine Plättchen.
carolingi-board-tiles-placed-this-season-face-down = In dieser Jahreszeit gelegte Plättchen (verdeckt; in den Beutel, sobald alle gelegt haben):
carolingi-board-nothing-placed = nichts gelegt
carolingi-board-event-tiles-waiting-on-the-scriptorium = Ereignisplättchen, die im Scriptorium warten:
carolingi-board-the-bag = Der Beutel
carolingi-board-event-tiles = Ereignisplättchen
carolingi-board-cards-in-the-deck = Karten im Stapel:
carolingi-board-famine-cards-beside-the-board = Hungersnot-Karten neben dem Brett:
carolingi-board-rebel-bands-on-the-archivium = Rebellenbanden auf dem Archivium:
carolingi-board-discarded = Abgelegt:
carolingi-board-supply-rebel-bands = Vorrat: Rebellenbanden
carolingi-board-development-markers = Entwicklungsmarker
carolingi-board-circle-of-seasons = Jahreszeitenkreis
carolingi-board-season = Jahreszeit
carolingi-board-no-tile-drawn-yet-this-year = In diesem Jahr noch kein Plättchen gezogen.
carolingi-board-tiles-drawn-this-year-face-up = In diesem Jahr gezogene Plättchen (offen):
carolingi-board-player = Spieler
carolingi-board-at-least-6-controlled-countries = mindestens 6 kontrollierte Länder
carolingi-board-expansion = Ausdehnung
carolingi-board-at-least-6-development-markers-on = mindestens 6 Entwicklungsmarker auf kontrollierten Ländern
carolingi-board-development-2 = Entwicklung
carolingi-board-at-least-12-partisans-on-the = mindestens 12 Anhänger auf dem Brett
carolingi-board-partisans = Anhänger
carolingi-board-strictly-the-most-trophies-or-four = allein die meisten Trophäen, oder vier
carolingi-board-glory = Ruhm
carolingi-board-regions = Regionen
carolingi-board-points = Punkte
carolingi-board-regional-zones = Regionalzonen
carolingi-board-last-move = letzter Zug
carolingi-board-empty = leer
carolingi-group-keep-tiles = Deine Plättchen behalten
carolingi-group-exchange-tile = Ein Plättchen tauschen
carolingi-group-place-tile = Ein Plättchen ins Scriptorium legen
carolingi-group-end-action = Die Aktion beenden
carolingi-group-send-missus-home = Einfluss nehmen: ein Missus in deine Heimat
carolingi-group-send-missus-to-card = Einfluss nehmen: ein Missus auf eine Karte
carolingi-group-transfer-card = Einfluss nehmen: eine Karte versetzen
carolingi-group-unlock-tile = Entwickeln: ein Plättchen freischalten
carolingi-group-place-development = Entwickeln: ein Entwicklungsmarker
carolingi-group-promote-leude = Missi ernennen: ein Leude wird Missus
carolingi-group-call-noble = Missi ernennen: einen Adligen an den Hof rufen
carolingi-group-promote-noble = Missi ernennen: ein Adliger wird Missus
carolingi-group-move-partisan = Truppen bewegen: ein Anhänger
carolingi-group-fight-in = Kämpfen: Schlacht in einem Land
carolingi-group-claim-trophy = Kämpfen: eine Trophäe beanspruchen
carolingi-group-pacify-rebel = Befrieden: eine Rebellenbande ersetzen
carolingi-group-play-extra-tile = Frieden erklären: ein zusätzliches Plättchen spielen
carolingi-group-skip-extra-tile = Frieden erklären: kein zusätzliches Plättchen
carolingi-group-famine-remove = Hungersnot: wer das Land verlässt
carolingi-board-last-placed = { $who } hat das Plättchen { $nth } der Jahreszeit verdeckt ins Scriptorium gelegt
carolingi-board-last-exchange-chosen = { $who } hat über einen Tausch entschieden (geheim, bis alle gewählt haben)
carolingi-board-last-exchange-revealed = { $who } hat als Letzter über einen Tausch entschieden; getauscht haben: { $exchanged }
carolingi-pick-country = Tippe auf ein markiertes Land auf der Karte.
carolingi-pick-card = Tippe auf eine markierte Karte in den Regionalzonen.
carolingi-pick-tile = Wähle eines deiner Plättchen (hier oder auf deiner Aktionstafel).
carolingi-tiles-active = In deiner Leiste (aktiv)
carolingi-tiles-placed = Verdeckt gelegt
carolingi-tiles-locked = Gesperrt
carolingi-tiles-used = Im Jahreszeitenkreis
carolingi-tiles-exchanged = Auf dem Tauschfeld geopfert
carolingi-tiles-declaring = Frieden erklärend
carolingi-colour-red = Rot
carolingi-colour-blue = Blau
carolingi-colour-yellow = Gelb
carolingi-colour-green = Grün
carolingi-colour-purple = Lila
carolingi-colour-white = Weiß
