# Carolingi: die Regelseite (/rules/carolingi). Abschnitte wie in
# src/games/headings/carolingi.rs (RULES); Absätze ab 1 nummeriert.

rules-carolingi-title = So wird Carolingi gespielt
rules-carolingi-summary = Die Enkel Karls des Großen verbreiten ihre Anhänger im Frankenreich mit geheimen Aktionsplättchen, die aus einem Beutel gezogen werden, im Wettlauf um Siegbedingungen oder den Frieden.

## Das Ziel
rules-carolingi-aim-heading = Das Ziel
rules-carolingi-aim-1 = Wir schreiben 830, und du bist eines der Enkelkinder Karls des Großen, der Karolinger. Mit deinen Anhängern (den Würfeln deiner Farbe) nimmst du Rebellen und Rivalen Länder ab, entwickelst sie, erringst Ruhm und einigst Regionen. Nach dem Herbst des Jahres der Sonnenuhr gewinnt, wer die meisten Punkte aus Siegbedingungen hat, außer jemand hat vorher den Frieden erklärt.
rules-carolingi-aim-2 = Die Partie wartet auf den, der entscheiden muss: Tippe auf ein markiertes Land, eine Karte oder ein Plättchen, dann auf den Knopf, der deinen Zug nennt. Der Computer kann einen Platz spielen.

## Aufbau
rules-carolingi-setup-heading = Aufbau
rules-carolingi-setup-1 = Die Spielerzahl bestimmt die Regionen im Spiel:
rules-carolingi-setup-2 =
    • 2 Spieler: Neustrien, Lotharingien und Sachsen.
    • 3 Spieler: dazu Burgund und Alemannien.
    • 4 Spieler: dazu Aquitanien.
    • 5 Spieler: dazu Bayern.
    • 6 Spieler: dazu das Königreich der Langobarden.
rules-carolingi-setup-3 = Jede Region im Spiel hat einen Wald. Die Paläste werden aus dem Beutel gezogen: der erste gezogene steht in der Normandie, der zweite in Ostfalen, die weiteren in der Grafschaft Burgund, in Toulouse, Karantanien und Tuszien, jeder mit fünf Anhängern seines Besitzers; die Karten dieser Heimaten verlassen das Spiel. In eine Heimat darf nie etwas anderes als die Anhänger ihres Besitzers. Jedes andere Land, das kein Wald ist, bekommt eine Rebellenbande. Einige Länderkarten liegen in ihren Regionalzonen; die übrigen bilden das Archivium, den Nachziehstapel.
rules-carolingi-setup-4 = Dein Hof hat 8 Adlige, 8 Leudes und 3 Missi. Die meisten Aktionen kosten Missi (ausgesandt oder als Leudes an den Hof zurück); eine Trophäe ist ein Leude auf deiner Ruhmesleiste. Deine aktiven Plättchen: Einfluss nehmen, Entwickeln, Missi ernennen, Truppen bewegen, Kämpfen und zwei Untätigkeitsplättchen. Anfangs gesperrt: Einfluss nehmen •, Missi ernennen •, Truppen bewegen •, Rebellen befrieden • und Frieden erklären • (Lesart der Seite: die Regel nennt nicht alle).

## Ein Jahr
rules-carolingi-year-heading = Ein Jahr mit vier Jahreszeiten
rules-carolingi-year-1 = Ein Jahr hat vier Jahreszeiten, beginnend mit dem Winter. In jeder:
rules-carolingi-year-2 =
    • Tausch (nicht im Winter): einmal im Jahr darfst du ein aktives Aktionsplättchen verdeckt opfern, um eines deiner benutzten Plättchen zurückzunehmen. Alle entscheiden zu Beginn der Jahreszeit, gleichzeitig und geheim (Lesart der Seite für „angekündigt, bevor die anderen ihre Plättchen legen“).
    • Legen: jeder legt zwei aktive Plättchen verdeckt ins Scriptorium, in beliebiger Reihenfolge; der Beutel wird gefüllt, sobald das letzte Plättchen liegt. Untätigkeitsplättchen dürfen dabei sein.
    • Ziehen: diese Plättchen und die Ereignisplättchen im Scriptorium kommen in den Beutel und werden einzeln gezogen. Ein Aktionsplättchen führt sein Besitzer aus (oder nicht), danach bleibt es bis Jahresende im Jahreszeitenkreis; ein Untätigkeitsplättchen geht an seinen Besitzer zurück; ein Ereignisplättchen deckt eine Karte des Archiviums auf.
rules-carolingi-year-3 = Nach dem Herbst eröffnet Bruder Hartmut ein neues Jahr. Ende 830 kommt das Ereignisplättchen, das auf dem Jahr 831 wartet, ins Scriptorium: in jeder Jahreszeit von 830 kommt ein Ereignisplättchen in den Beutel, ab 831 zwei (bei 5–6 Spielern zwei, dann drei). Die im Jahr abgelegten Länderkarten werden wieder ins Archivium gemischt, ab Ende 830 mit der Hungersnot-Karte; Karten in den Zonen bleiben dort, und eine gezogene Hungersnot-Karte kommt jedes Jahr zurück (Lesart der Seite). Alle Plättchen kommen zurück, der Hoftag hält die Punkte fest, und Rebellenbanden über drei in einem Land warten auf dem Archivium, um je mit einer später gezogenen Länderkarte zu reisen.
rules-carolingi-year-4 = „Meine letzte Aktion zurücknehmen“ nimmt ein gelegtes Plättchen oder eine Tauschwahl zurück, solange nicht alle die ihre getroffen haben, und einen Schritt deiner eigenen Aktion, bis sie endet.

## Mehrheiten
rules-carolingi-majority-heading = Kontrolle und relative Mehrheit
rules-carolingi-majority-1 =
    • Kontrolle: mehr deiner Anhänger in einem Land als Anhänger anderer Karolinger und Rebellenbanden zusammen. Ein Wald wird nie kontrolliert; deine Heimat schon, solange einer deiner Anhänger dort ist.
    • Relative Mehrheit: mehr Anhänger als jeder andere Karolinger und als die Rebellenbanden; Gleichstand genügt nicht. Wälder zählen mit.
rules-carolingi-majority-2 = Nur Anhänger auf dem Brett zählen, nicht die auf Länderkarten. Kontrolle bringt Steuern und Punkte. Eine gestrichelte Seeverbindung macht zwei Länder zu Nachbarn.

## Aktionen
rules-carolingi-actions-heading = Die Aktionsplättchen
rules-carolingi-actions-1 = Wird dein Plättchen gezogen, führst du es Schritt für Schritt aus und drückst dann „Die Aktion beenden“ (sofort, um nichts zu tun).
rules-carolingi-actions-2 =
    • Einfluss nehmen, eines davon: a. bis zu drei Missi in deine Heimat; b. Missi auf Karten in den Zonen, außer auf Karten von Ländern, die ein anderer Karolinger kontrolliert; c. Karten mit einem deiner Anhänger samt allem darauf, auch Rebellenbanden, in ihre Länder leeren und ablegen.
    • Entwickeln, eines davon: a. zwei Missi werden wieder Leudes, um ein gesperrtes Plättchen freizuschalten, nutzbar ab der nächsten Jahreszeit; b. bis zu drei Entwicklungsmarker auf Länder, die du kontrollierst, je ein Missus, höchstens zwei pro Land, nie in eine Heimat oder einen Wald.
    • Missi ernennen: deine Steuern sind deine kontrollierten Länder plus deren Marker (deine Heimat immer 1, Wälder nichts), mindestens 3. Für 1 Steuer wird ein Leude Missus oder ein Adliger Leude; für 2 wird ein Adliger Missus.
    • Truppen bewegen: aus Ländern, die du beim Ziehen des Plättchens kontrolliert hast, oder aus Wäldern überquert jeder Anhänger eine Grenze, nie in eine fremde Heimat. Jede Gruppe von einem Land ins selbe Nachbarland kostet einen Missus (der erste Anhänger zahlt).
    • Kämpfen: wo du die relative Mehrheit hast, werden je ein Anhänger jeder Farbe und eine Rebellenbande entfernt, immer wieder, bis nur deine übrig sind; entfernte Anhänger kehren als Leudes an ihren Hof zurück. Danach darfst du eine Trophäe pro Kampfplättchen beanspruchen: ein Leude auf deine Ruhmesleiste, höchstens vier.
    • Rebellen befrieden •: in einem Land, ob Wald oder nicht, in dem oder neben dem du einen Anhänger hast, ersetzt du bis zu drei Rebellenbanden durch Missi.

## Ereignisplättchen
rules-carolingi-events-heading = Unruhen und Hungersnot
rules-carolingi-events-1 =
    • Länderkarte: sie kommt in ihre Zone, wenn dort Platz ist (eine Zone fasst zwei Karten weniger, als ihre Region Länder hat). Sonst erhebt sich die Region: jede Karte dort ohne Anhänger bekommt eine Rebellenbande, alles auf den Karten der Zone zieht in die Länder, diese Karten werden abgelegt und die gezogene Karte nimmt die Zone ein. Eine Bande, die von einer Karte in einen Wald kommt (hier oder durch Einfluss nehmen c), setzt eine weitere in jedes Nachbarland, nie in eine Heimat; ein benachbarter Wald trägt sie nicht weiter.
    • Hungersnot-Karte (ab 831): ein Land ernährt 1 Anhänger plus 1 je Entwicklungsmarker, eine Heimat 3. Überzählige Anhänger kehren als Leudes heim: wer dort die meisten Anhänger hat, wählt einzeln aus, wessen Anhänger gehen (Lesart der Seite: Rebellenbanden zählen dafür nicht); bei Gleichstand an der Spitze geht je einer jeder Farbe. Rebellenbanden bleiben unberührt. Jedes Land, das Anhänger verlor, bekommt eine Rebellenbande, außer einem Land mit Palast.

## Wertung
rules-carolingi-scoring-heading = Siegbedingungen
rules-carolingi-scoring-1 =
    • Ausdehnung, 1 Punkt: du kontrollierst mindestens sechs Länder.
    • Entwicklung, 1 Punkt: mindestens sechs Entwicklungsmarker auf Ländern, die du kontrollierst.
    • Anhänger, 1 Punkt: mindestens zwölf deiner Anhänger auf dem Brett.
    • Ruhm, 1 Punkt: allein die meisten Trophäen (mindestens eine), oder vier.
    • Regionen, je 1 Punkt: du kontrollierst jedes Land der Region außer ihrem Wald und hast einen Anhänger im Wald.
rules-carolingi-scoring-2 = Punkte addieren sich nicht über die Jahre: nur das Brett am Ende zählt.

## Frieden erklären
rules-carolingi-peace-heading = Frieden erklären
rules-carolingi-peace-1 = Schalte Frieden erklären • mit Entwickeln frei und lege es mit einem Untätigkeitsplättchen. Wird es gezogen, darfst du sofort ein weiteres aktives Aktionsplättchen spielen (keines, das in dieser Jahreszeit freigeschaltet wurde), als wäre es gezogen; dann werden deine Siegbedingungen gezählt.
rules-carolingi-peace-2 = Mit weniger als drei Bedingungen wird das Plättchen wieder gesperrt, und das Spiel geht weiter. Ab drei wird der Beutel aufgedeckt: liegt darin kein anderes Plättchen Frieden erklären, das mit einem Untätigkeitsplättchen gelegt wurde, gewinnst du. Sonst wird der Rest beiseitegelegt und diese Erklärungen werden gezogen, jede mit ihrem zusätzlichen Plättchen; hat dann genau ein Erklärender drei Bedingungen, gewinnt er; sonst werden alle wieder gesperrt, und das Spiel geht weiter.

## Das Ende
rules-carolingi-end-heading = Das Ende und die Sonnenuhr
rules-carolingi-end-1 = Wer die Partie anlegt, stellt die Sonnenuhr auf ein Jahr von 830 bis 839 (empfohlen: 834); die Partie endet direkt nach dem Herbst dieses Jahres. Die meisten Punkte gewinnen; bei Gleichstand entscheiden die meisten Anhänger auf dem Brett, dann die meisten kontrollierten Länder; wer dann noch gleichauf ist, teilt sich den Sieg (Lesart der Seite: die Regel geht nicht weiter). Nach einer erfolgreichen Friedenserklärung gewinnt der Erklärende allein; die Seite ordnet die anderen wie bei der Sonnenuhr.
rules-carolingi-end-2 = Du kannst aufgeben; bei drei oder mehr Spielern spielt dann der Computer deinen Platz. Wer aufgegeben hat, gewinnt nie und wird Letzter: lag er vorn, gewinnt der Beste der anderen, in derselben Reihenfolge.

## Fortgeschrittenes Spiel
rules-carolingi-advanced-heading = Fortgeschrittenes Spiel
rules-carolingi-advanced-1 = Eine Option für erfahrene Spieler. Zu Beginn keine Heimat, keine Wälder, keine Rebellenbanden. Dein Palast wartet am Hof mit 8 Leudes und 8 Adligen; 8 weitere Anhänger bilden zwei Stapel zu vier. Es gibt eine Hungersnot-Karte weniger als Spieler; an jedem Jahresende kommt eine weitere hinzu.
rules-carolingi-advanced-2 = In jeder der zwei Aufbaurunden kommt jedermanns Stapel in den Beutel, und Länderkarten werden aufgedeckt, bis er leer ist. Eine Karte, deren Region noch keinen Wald hat, macht ihr Land zum Wald; sonst wird ein Anhänger gezogen, und sein Besitzer wählt:
rules-carolingi-advanced-3 =
    • a. ihn in dieses Land stellen und die Karte ablegen, wenn keiner deiner Anhänger in einem Nachbarland steht;
    • b. ihn zum Missus machen;
    • c. ihn zu deinen Anhängern in einem anderen Land stellen;
    • d. ihn auf eine Karte setzen, die schon in einer Zone liegt.
rules-carolingi-advanced-4 = Nach b, c oder d kommt die Karte in ihre Zone; ist das Archivium leer, bleiben nur b, c und d. Zum Schluss werden die Karten gemischt, jedes Land mit einer Rebellenbande bekommt eine weitere, und jedes leere Land, auch ein Wald (Lesart der Seite für „alle Länder“), bekommt eine.
rules-carolingi-advanced-5 = Entwickeln bekommt c, einmal pro Partie: für drei Missi baust du deinen Palast in einem Land, das du kontrollierst, mit zwei Entwicklungsmarkern, in einer Region ohne Palast. Die Marker gehen zurück, fremde Anhänger kehren heim, du vertreibst seine Rebellenbanden in Nachbarländer, und seine Karte verlässt das Spiel. Der Palast zählt 1 Punkt; Frieden erklären verlangt ihn und drei weitere Bedingungen. Bis dahin gibt es kein Einfluss nehmen a.

## Modul
rules-carolingi-anarchy-heading = Modul: Anarchie und Rebellion
rules-carolingi-anarchy-1 = Mit dieser Option kommen zwei weitere Karten mit der ersten Hungersnot-Karte ins Archivium; einmal gezogen, kehren sie wie sie jedes Jahr zurück (Lesart der Seite).
rules-carolingi-anarchy-2 =
    • Anarchie: eine Rebellenbande in jedes Land, das niemand kontrolliert, außer Wäldern und Heimaten (keine Bande betritt je eine Heimat).
    • Rebellion: eine Rebellenbande in jedes entwickelte Land, in dem weniger Anhänger, alle Farben zusammen, stehen, als es ernährt.

## Sanduhr
rules-carolingi-hourglass-heading = Sanduhr
rules-carolingi-hourglass-1 = Diese Option setzt das Legen der Plättchen unter Zeitdruck. Wer die Partie anlegt, gibt eine Zahl von Stunden an (0 für keine): öffnet sich das Legen einer Jahreszeit, hat jeder so viele Stunden zum Legen, freie Tage hin oder her; nicht rechtzeitig gelegte Plättchen bleiben aus dem Beutel. Mit „In dieser Jahreszeit keine (weiteren) Plättchen legen“ hörst du sofort auf. Der Tausch davor folgt der üblichen Bedenkzeit.
rules-carolingi-hourglass-2 = Ein Plättchen Frieden erklären, das ohne sein Untätigkeitsplättchen bleibt, scheitert; mit drei Bedingungen wird deine zusätzliche Aktion sogar zurückgenommen.
