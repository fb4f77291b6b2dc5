# Carolus Magnus: die Regelseite (/rules/carolus-magnus).

rules-carolus-magnus-title = So wird Carolus Magnus gespielt
rules-carolus-magnus-summary = Gewinne fünf Clans von Paladinen für dich und baue Burgen in den Gebieten, die der Kaiser besucht – wo ein einziger Wechsel der Treue eine ganze Region umdrehen kann.

rules-carolus-magnus-aim-heading = Worum es geht
rules-carolus-magnus-aim-1 = Fünfzehn Gebiete liegen im Kreis, und der Kaiser reist durch sie. Wo er hält, baut die Seite, die dort die meisten Paladine kontrolliert, eine Burg oder übernimmt die Burgen, die dort schon stehen. Doch ein Paladin gehört niemandem: Er zählt für den, der seine Farbe kontrolliert, und die Farben werden von den Höfen der Spieler aus kontrolliert.
rules-carolus-magnus-aim-2 = Die Paladine sind Würfelchen in fünf Farben: Rot, Rosa, Blau, Gelb und Grün. Die Seiten sind Schwarz, Weiß und, zu dritt, Grau. Die erste Seite mit all ihren Burgen im Kreis gewinnt; bleiben vorher weniger als vier Gebiete übrig, gewinnt die Seite mit den meisten Burgen.

rules-carolus-magnus-setup-heading = Spielaufbau
rules-carolus-magnus-setup-1 = Scriptorium baut das Spiel für dich auf; während der Partie ist nichts verdeckt.
rules-carolus-magnus-setup-2 =
    • Jedes der 15 Gebiete, im Uhrzeigersinn von 1 bis 15 nummeriert, bekommt zufällig einen Paladin (3 jeder Farbe). Der Kaiser beginnt in einem zufälligen Gebiet; die übrigen Paladine warten in der Mitte.
    • Jeder Spieler hat einen leeren Hof und fünf Scheiben mit den Zahlen 1 bis 5; jede Seite hat 10 Burgen (zu dritt 8).
    • Jeder Spieler würfelt einen Startvorrat von 7 Paladinen aus: 3 Würfel, 3 Würfel, dann 1 (zu dritt dreimal 3 Würfel: 9 Paladine). Jeder Würfel bringt einen Paladin seiner Farbe aus der Mitte; bei einer Krone wählst du die Farbe.
    • Wer die erste Scheibe spielt, wird ausgelost.

rules-carolus-magnus-discs-heading = Eine Runde: die Scheiben
rules-carolus-magnus-discs-1 = Jede Runde beginnt mit den Scheiben: Nacheinander legt jeder Spieler eine seiner Scheiben offen aus („Eine Scheibe spielen“). Die kleinste Zahl ist zuerst dran, dann die nächste und so weiter; und deine Zahl ist die größte Schrittzahl, um die du den Kaiser ziehen darfst. Eine Zahl, die in dieser Runde schon liegt, darfst du nur spielen, wenn du keine andere mehr hast; gleiche Zahlen sind dann in der Reihenfolge dran, in der sie gespielt wurden (die Regel für zwei Spieler, die die Seite auch zu dritt und zu viert anwendet).
rules-carolus-magnus-discs-2 = Dann ist jeder Spieler in Scheibenreihenfolge am Zug: Paladine setzen, den Kaiser ziehen, den Vorrat auffüllen. Diese Reihenfolge ist auch die, in der die Scheiben der nächsten Runde gespielt werden (so sagt es die Regel zu zweit und zu dritt; die Seite hält es zu viert ebenso). Nach fünf Runden nimmt jeder seine fünf Scheiben zurück.

rules-carolus-magnus-paladins-heading = Paladine setzen und Farben kontrollieren
rules-carolus-magnus-paladins-1 = Setze 3 Paladine aus deinem Vorrat (zu dritt 4), einen nach dem anderen, jeden an deinen eigenen Hof oder in ein beliebiges Gebiet. Ein gesetzter Paladin bewegt sich nie mehr. Auf dem Brett: Wähle die Farbe, tippe auf deinen Hof oder ein Gebiet und dann auf die Schaltfläche, die den Zug nennt; sie sagt vorher, was sich ändern würde. Bis du den Kaiser ziehst, kannst du Paladine zurücknehmen.
rules-carolus-magnus-paladins-2 = Du kontrollierst eine Farbe, wenn dein Hof mehr Paladine davon hat als jeder andere Hof; ihr Clanmarker kommt dann an deinen Hof. Bei Gleichstand behält sie, wer sie hatte; hatte sie noch niemand, bekommt sie niemand (Lesart der Seite). Jeder Paladin einer Farbe, die du kontrollierst, zählt in jedem Gebiet für dich – ein Paladin in einem Gebiet kann also eines Tages deinem Gegner helfen.

rules-carolus-magnus-emperor-heading = Den Kaiser ziehen: bauen und übernehmen
rules-carolus-magnus-emperor-1 = Dann ziehst du den Kaiser im Uhrzeigersinn, mindestens 1 Schritt und höchstens so viele, wie deine Scheibe zeigt; jedes Gebiet ist ein Schritt, wie groß es auch ist. Tippe auf das Gebiet, in dem er halten soll: Die Zeichen am Kreis zeigen die Schritte und was dort geschähe.
rules-carolus-magnus-emperor-2 = Dort wird die Stärke jeder Seite gezählt: die Paladine der Farben, die ihre Spieler kontrollieren, plus eins für jede ihrer Burgen. Eine Seite führt, wenn sie stärker ist als jede andere Seite.
rules-carolus-magnus-emperor-3 =
    • Noch keine Burg: Die führende Seite baut eine Burg. Führt niemand (Gleichstand oder kein kontrollierter Paladin), geschieht nichts.
    • Schon Burgen dort: Führt jetzt eine andere Seite, werden sie alle durch Burgen dieser Seite ersetzt; hat sie weniger übrig, setzt sie alle, die sie hat, und beendet damit die Partie (Lesart der Seite). Führt der Besitzer weiter oder herrscht Gleichstand, ändert sich nichts.

rules-carolus-magnus-merging-heading = Verschmolzene Gebiete
rules-carolus-magnus-merging-1 = Nachdem eine Burg gebaut oder übernommen wurde, muss ihr Gebiet mit jedem Nachbarn verschmelzen, auf dem Burgen derselben Seite stehen, und immer weiter, solange der nächste Nachbar passt. Das verschmolzene Gebiet behält alle ihre Paladine und Burgen, trägt die kleinste ihrer Nummern und ist für den Kaiser ein einziger Schritt; der Kaiser bleibt darauf. Beim Verschmelzen wird die Mehrheit nicht neu geprüft, und es zerfällt nie wieder.
rules-carolus-magnus-merging-2 = Seine vielen Burgen machen es stark, aber eine einzige Übernahme wechselt sie alle auf einmal.

rules-carolus-magnus-dice-heading = Den Vorrat auffüllen
rules-carolus-magnus-dice-1 = Nach dem Halt würfelt Scriptorium für dich mit 3 Würfeln (zu dritt mit 4). Jeder Würfel bringt dir einen Paladin seiner Farbe aus der Mitte; bei einer Krone wählst du eine Farbe („Eine Farbe wählen“).
rules-carolus-magnus-dice-2 = Fehlt in der Mitte eine Farbe, die ein Würfel verlangt, gibt jeder Hof gleich viele davon zurück: so viele, wie der kleinste Hof dieser Farbe hat – die Kontrolle ändert sich also nicht (die Regel sagt nicht, wie viele: Lesart der Seite). Hat ein Hof keinen, nennst du stattdessen eine andere Farbe; gibt es nirgends mehr eine Farbe, bringt der Würfel nichts; ein Vorrat unter 7 (zu dritt 9) wird durch weitere Würfe aufgefüllt, solange noch eine Farbe zu haben ist (Lesarten der Seite für Fälle, die in der Regel nicht vorkommen).

rules-carolus-magnus-end-heading = Spielende
rules-carolus-magnus-end-1 = Direkt nach einem Halt und seinen Verschmelzungen endet die Partie, wenn eine Seite alle ihre Burgen im Kreis hat oder weniger als vier Gebiete übrig sind. Die Seite mit den meisten Burgen im Kreis gewinnt; die Regel vergleicht nichts anderes, also teilen sich gleich starke Seiten den Sieg (Lesart der Seite).
rules-carolus-magnus-end-2 = Scriptorium beendet auch eine Partie, die sich nicht mehr ändern kann (alle Vorräte leer, kein Paladin mehr zu bekommen, kein Gebiet, in dem eine andere Seite als der Besitzer führt); gewertet wird genauso. Gibt ein Spieler auf und bleibt nur eine Seite übrig, gewinnt sie; Partner geben gemeinsam auf. Zu dritt spielt der Computer die Züge dessen, der aufgegeben hat; dieser Spieler kann nicht mehr gewinnen und wird Letzter, und lag er vorn, gewinnt die Seite mit den meisten Burgen unter den anderen.

rules-carolus-magnus-players-heading = Zu dritt und zu viert
rules-carolus-magnus-players-1 = Zu dritt hat jede Seite 8 Burgen und gewinnt, wenn alle 8 im Kreis stehen. Jeder Spieler beginnt mit 9 Paladinen, setzt 4 pro Zug und würfelt mit 4 Würfeln. Um in einem Gebiet zu führen, muss eine Seite stärker sein als jede der beiden anderen.
rules-carolus-magnus-players-2 = Zu viert spielen zwei Teams zu zweit gegeneinander, Schwarz gegen Weiß. Partner teilen sich 10 Burgen und zählen ihre Stärke in den Gebieten zusammen; alles andere hat jeder für sich: Hof, Vorrat, Scheiben. Die Kontrolle der Farben ist persönlich: Die Höfe der Partner werden nicht addiert. Die Scheiben müssen sich von denen aller anderen unterscheiden, auch vom Partner (Lesart der Seite, wie zu dritt); Partner können also direkt nacheinander am Zug sein. Wer die Partie anlegt, bestimmt, ob Partner in einem Teamkanal sprechen dürfen.

rules-carolus-magnus-options-heading = Optionen bei Scriptorium
rules-carolus-magnus-options-1 =
    • Würfelvariante: Jedes Mal, wenn du deinen Vorrat auffüllst, legst du einen Würfel auf die Farbe deiner Wahl („Einen Würfel auf … legen“), die anderen werden gewürfelt. Weniger Glück. Die Startvorräte werden normal ausgewürfelt (Lesart der Seite).
    • Partner (zu viert): gegenüber, Spieler 1 und 3 gegen 2 und 4; oder nebeneinander, Spieler 1 und 2 gegen 3 und 4. Die Spieler sind in Sitzreihenfolge nummeriert, und die erste Runde beginnt in dieser Reihenfolge beim ausgelosten Spieler.
rules-carolus-magnus-options-2 = Jeder Platz kann beim Anlegen einer Partie einem Computerspieler gegeben werden.
