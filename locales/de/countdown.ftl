# Countdown (das Testspiel): was die Regeln den Spielern sagen.

## Optionen beim Anlegen einer Partie
countdown-option-jokers = Geheime Joker
countdown-option-jokers-help = Jeder Spieler hält einen verdeckten Joker von 1 bis 3 Steinen.

## Ablehnungen: warum ein Zug nicht erlaubt ist
countdown-error-game-over = die Partie ist vorbei
countdown-error-not-your-turn = du bist nicht am Zug
countdown-error-too-many = du darfst höchstens drei Steine pro Zug nehmen
countdown-error-nothing-taken = nimm mindestens einen Stein, bevor du deinen Zug beendest
countdown-error-no-joker = du hast keinen Joker zu spielen
countdown-error-joker-after-taking = ein Joker ersetzt den ganzen Zug: spiele ihn, bevor du Steine nimmst
countdown-error-seat-count = das Spiel braucht 2 bis 4 Plätze

## Aktionen
countdown-action-take-one = Einen Stein nehmen
countdown-action-end-turn = Meinen Zug beenden
countdown-action-play-joker = Meinen Joker spielen

## Verlauf
countdown-event-dealt = Der Haufen hat { $pile } Steine
countdown-event-took-one = { $player } nimmt einen Stein
countdown-event-joker-played = { $player } spielt einen Joker über { $count }
countdown-event-turn-ended = { $player } ist am Zug
countdown-event-won = { $player } nimmt den letzten Stein und gewinnt

## Spielbrett
countdown-board-stones-left = Steine übrig
countdown-board-your-secret-joker = Dein geheimer Joker:
countdown-board-holds-joker = hat einen Joker
countdown-board-no-joker = kein Joker
countdown-board-your-joker = dein Joker
countdown-group-take-one = Nehmen
countdown-group-end-turn = Zug beenden
countdown-group-play-joker = Joker
