# Torres: die Regelseite (/rules/torres).

rules-torres-title = So wird Torres gespielt
rules-torres-summary = Drei Jahre lang baust du Burgen in die Breite und in die Höhe und schickst deine Ritter auf ihre Türme: Jedes Jahr belohnt der König die höchsten Ritter in den größten Burgen.

rules-torres-aim-heading = Worum es geht
rules-torres-aim-1 = Auf einem Brett von 8 mal 8 Feldern (A1 bis H8) wachsen Burgen aus gestapelten Bausteinen. Jeder Spieler hat 6 Ritter. Am Ende jedes der drei Jahre bekommst du Punkte für jede Burg, in der du einen Ritter hast: die Höhe deines höchsten Ritters dort mal die Fläche der Burg (die Zahl ihrer Felder). Nach der dritten Wertung gewinnt der höchste Punktestand.

rules-torres-setup-heading = Spielaufbau
rules-torres-setup-1 =
    • Acht Bausteine stehen auf den acht Startfeldern: acht Burgen der Fläche 1. Die übrigen Bausteine sind der Vorrat.
    • Spieler 1 (in der Regel der jüngste) beginnt. Reihum stellt jeder einen ersten Ritter auf eine Burg, die noch niemand besetzt; der Letzte stellt außerdem den König auf eine Burg ohne Ritter – die Königsburg des ersten Jahres.
    • Jedes Jahr bekommt jeder Spieler Stapel von Bausteinen: zu zweit 4 Stapel zu 3; zu dritt im ersten Jahr 3+3+2+2, danach 3+3+2; zu viert 4 Stapel zu 2, danach 3 Stapel zu 2 (die Regel nennt die Stapel zu viert; zu zweit und zu dritt folgt die Seite der Jahreskarte, wie andere Quellen sie angeben).
rules-torres-setup-2 = Du brauchst pro Zug einen Stapel auf; deine Stapel zeigen also, wie viele Züge dir im Jahr bleiben. Gespielt wird im Uhrzeigersinn.

rules-torres-turn-heading = Dein Zug: fünf Aktionspunkte
rules-torres-turn-1 = Du hast 5 Aktionspunkte (AP), die du in beliebiger Reihenfolge und Mischung ausgibst:
rules-torres-turn-2 =
    • Einen neuen Ritter stellen: 2 AP.
    • Einen Ritter ein Feld weit oder durch eine Burg ziehen: 1 AP.
    • Einen Baustein setzen: je 1 AP.
    • Eine Aktionskarte kaufen: 1 AP, höchstens zwei pro Zug.
    • Eine Aktionskarte spielen: kostenlos, höchstens eine pro Zug.
    • Ein Feld auf der Wertungsleiste vorrücken: 1 AP.
rules-torres-turn-3 = Tippe auf dem Brett auf ein markiertes Feld (für einen Zug: erst den Ritter, dann das Ziel) und dann auf die Schaltfläche, die den Zug nennt; eine Karte wählst du zuerst neben dem Brett. Zum Schluss „Meinen Zug beenden“. Bis du deinen Zug beendest oder eine Karte kaufst, kannst du Aktionen zurücknehmen.

rules-torres-knights-heading = Ritter
rules-torres-knights-1 = Die Höhe eines Ritters ist die Zahl der Bausteine unter ihm: 0 auf dem leeren Brett. Ein Feld ist frei, wenn kein Ritter und nicht der König darauf steht. Ein neuer Ritter kommt auf ein freies Feld, das mit einer Seite an einen deiner Ritter grenzt, auf dessen Höhe oder tiefer.
rules-torres-knights-2 = Ein Ritter zieht auf ein freies Feld, das mit einer Seite an seines grenzt, nie diagonal: höchstens eine Höhe hinauf, beliebig weit hinunter, nie über eine andere Figur hinweg.
rules-torres-knights-3 = Jeder Baustein hat an jeder Seite ein Tor. Ein Ritter vor einem Tor (neben einem Burgfeld, das höher ist als sein eigenes) darf eintreten, in der Burg auf gleicher Höhe oder abwärts gehen und durch ein anderes Tor auf ein freies Feld hinaus, wobei er tiefer fallen darf: 1 AP für den ganzen Weg.

rules-torres-blocks-heading = Bausteine und Burgen
rules-torres-blocks-1 = Dein erster Baustein im Zug bestimmt den Stapel; alle deine Bausteine dieses Zuges kommen daher. Ein Baustein kommt entweder auf einen freien Baustein einer Burg (nichts darauf) oder auf ein freies Feld des leeren Bretts neben einer Burg, die er vergrößert. Zwei Burgen dürfen nie zusammenwachsen: Sie dürfen sich nur an einer Ecke berühren. Kein Teil einer Burg darf höher sein als ihre Fläche: Eine Burg aus 3 Feldern ist höchstens 3 Höhen hoch.
rules-torres-blocks-2 = Am Ende deines Zuges ist dieser Stapel aufgebraucht, auch wenn du nichts gesetzt hast (dann sagst du, welcher: Lesart der Seite für „die Stapel zeigen, wie viele Züge bleiben“). Seine unbenutzten Bausteine werden auf deine übrigen Stapel verteilt, keiner über 3; der Rest geht in den Vorrat zurück (auch in der älteren Ausgabe, in der die Regel das Verteilen freistellt: ein behaltener Baustein schadet nie). Du wirst nur gefragt, wenn die Wahl etwas ändert. Was von deinem letzten Zug eines Jahres übrig bleibt, regelt die Ausgabe (siehe unten).

rules-torres-cards-heading = Aktionskarten
rules-torres-cards-1 = Um eine Karte zu kaufen, siehst du dir die obersten drei deines Kartenstapels an, behältst eine und legst die beiden anderen oben und/oder unten zurück, in der Reihenfolge deiner Wahl. Eine gekaufte Karte kannst du ab deinem nächsten Zug spielen. Das Spielen kostet nichts, auch nicht ihr Zug oder Baustein (Lesart der Seite für „0 AP“); danach ist sie weg.
rules-torres-cards-2 =
    • 6 oder 7 Aktionspunkte: In diesem Zug hast du 6 oder 7 AP statt 5.
    • Zwei Stockwerke steigen: Ein Ritter zieht auf ein freies Nachbarfeld bis zu zwei Höhen hinauf.
    • Baustein unter einen Ritter: Ein Baustein aus einem beliebigen deiner Stapel kommt unter einen beliebigen Ritter, innerhalb der Höhengrenze; auf dem leeren Brett vergrößert er die benachbarte Burg oder gründet eine neue, verbindet aber nie zwei.
    • Baustein aus dem Vorrat: Setze einen Baustein aus dem Vorrat nach den üblichen Regeln.
    • Durch eine Burg auf jeder Höhe: Ein Ritter vor einem Tor geht hindurch und durch ein beliebiges Tor auf ein freies Feld hinaus, auch höher.
    • Diagonaler Zug: Ein Ritter zieht ein Feld diagonal, höchstens eine Höhe hinauf.
    • Freien Baustein versetzen: Hebe einen Baustein, auf dem nichts steht, ab und setze ihn woanders hin, auch allein als neue Burg. Mindestens 6 Burgen müssen bleiben; keine Burg darf geteilt werden oder am Ende höher sein als ihre Fläche.
    • Ritter versetzen: Einer deiner Ritter verlässt sein Feld und kommt wie ein neuer Ritter zurück, neben einen anderen deiner Ritter.
    • Über einen Ritter springen: Dein Ritter springt über einen benachbarten gegnerischen Ritter auf das freie Feld dahinter, höchstens eine Höhe über seinem Start.

rules-torres-scoring-heading = Die Wertung am Jahresende
rules-torres-scoring-1 = Nach dem letzten Zug des Jahres werten alle nacheinander, im Uhrzeigersinn ab Spieler 1. In jeder Burg zählt dein höchster Ritter: seine Höhe mal die Fläche der Burg. Ein Ritter auf Höhe 3 einer Burg der Fläche 5 bringt 15 Punkte; deine anderen dort bringen nichts dazu, und die Ritter der anderen Spieler spielen keine Rolle.
rules-torres-scoring-2 = Dann der Bonus des Königs, einmal pro Spieler, zusätzlich: 5 Punkte im ersten Jahr für einen Ritter genau auf Höhe 1 der Königsburg, 10 im zweiten für Höhe 2, 15 im dritten für Höhe 3.
rules-torres-scoring-3 = Die Leiste hat 100 Felder und auf jedem nur einen Marker: Ein Marker, der auf einem besetzten Feld landet, rückt zum nächsten freien vor. Haben die Marker die 0 verlassen, stehen sie also nie gleich; wer noch auf 0 steht, teilt sich seinen Platz.

rules-torres-year-heading = Zwischen zwei Jahren
rules-torres-year-1 = Nach der ersten und zweiten Wertung darf der Spieler, der am weitesten zurückliegt, den König auf einen beliebigen freien Baustein einer beliebigen Burg ziehen oder ihn stehen lassen. In der Ausgabe 2017 bestimmt dieser Spieler dann, wer das nächste Jahr beginnt; in der älteren Ausgabe geht es einfach im Uhrzeigersinn weiter, und Spieler 1 beginnt wieder. Alle bekommen die Stapel des neuen Jahres.

rules-torres-end-heading = Spielende
rules-torres-end-1 = Die Partie endet nach der dritten Wertung; der höchste Punktestand gewinnt (wer noch auf 0 stünde, teilte ihn). Gibt einer von zwei Spielern auf, gewinnt der andere; bei mehr Spielern bleiben die Ritter dessen, der aufgegeben hat, stehen, und der Computer spielt seine Züge, aber er kann nicht mehr gewinnen und wird Letzter: lag er vorn, gewinnt der beste Punktestand unter den anderen.

rules-torres-editions-heading = Ausgaben und Kartenstapel
rules-torres-editions-1 =
    • Ausgabe 2017 (Standard): Du behältst die Bausteine, die von deinem letzten Zug eines Jahres übrig sind, und verteilst sie auf die Stapel des nächsten Jahres (höchstens 3 pro Stapel).
    • Ältere Ausgabe: Diese Bausteine gehen in den Vorrat zurück; zwischen den Jahren bestimmt niemand, wer beginnt; eine Wertung beginnt beim ersten Spieler der gerade gespielten Runde.
    • Eigener Stapel mit 10 Karten (Standard): Du kaufst aus den 10 Karten deiner Farbe.
    • Gemeinsamer Stapel mit 40 Karten: Alle kaufen vom selben Stapel; in der älteren Ausgabe nimmt man dann einfach die oberste Karte.

rules-torres-meister-heading = Meisterspiel
rules-torres-meister-1 = Für Erfahrene. Die Spieler gründen die 8 Burgen selbst, reihum je einen Baustein, jede mindestens 3 Schritte (entlang Reihen und Spalten) von allen anderen entfernt (Lesart der Seite für die Worte beider Ausgaben). Jeder hält von Anfang an alle 10 Karten seiner Farbe und kauft keine. Sobald ein Wertungsmarker die 0 verlassen hat, beginnt jede Runde, wer in der Wertung führt, die anderen folgen im Uhrzeigersinn; der König wird zwischen den Jahren weiterhin gezogen.
rules-torres-meister-2 = Eine zufällig gezogene Meisterkarte gibt allen ein zusätzliches Ziel. Ziele für alle deine Ritter verlangen mindestens zwei auf dem Brett (Lesart der Seite).
rules-torres-meister-3 =
    • Genau 4, 5, 6 Burgen: deine Ritter in genau 4 Burgen nach der ersten Wertung (5 Punkte), 5 nach der zweiten (15), 6 nach der dritten (30). Die Seite folgt der Karte „auf genau 4 Burgen vertreten sein“, wo der französische Text Ritter zählt.
    • Lange Diagonalen oder Rand: pro Ritter auf einer langen Diagonale (oder am Rand) 2, 5, dann 10 Punkte; wer allein die meisten solchen Ritter hat, zählt einen mehr.
    • Nur bei der dritten Wertung: alle deine Ritter in einer Reihe, Spalte oder Diagonale, 50; alle auf einer Höhe, 50; vier an den Ecken eines Quadrats mit Seiten parallel zum Brettrand, 50; alle auf verschiedenen Höhen, 40; alle in einer Kette seitlich benachbarter Felder, 40.
