# Carolus Magnus: what the rules say to players.

## Paladin colours
cm-colour-red = rouge
cm-colour-pink = rose
cm-colour-blue = bleu
cm-colour-yellow = jaune
cm-colour-green = vert

## Options a game is created with
cm-option-dice-variant = Variante des dés
cm-option-dice-variant-help = Pour renouveler la réserve, choisissez la couleur d'un dé et lancez les autres.
cm-option-seating = Partenaires
cm-option-seating-help = À quatre, on joue deux contre deux ; les partenaires peuvent être assis face à face ou côte à côte.
cm-option-seating-opposite = Face à face : joueurs 1 et 3 contre 2 et 4
cm-option-seating-adjacent = Côte à côte : joueurs 1 et 2 contre 3 et 4

## Refusals: why a move is not allowed
cm-error-game-over = la partie est terminée
cm-error-not-your-turn = ce n'est pas à vous de décider
cm-error-not-now = ce n'est pas ce que le jeu attend maintenant
cm-error-disc-not-in-hand = vous n'avez plus le disque { $disc }
cm-error-disc-already-played = le disque { $disc } a déjà été joué à ce tour et il vous reste un autre nombre
cm-error-not-in-reserve = votre réserve n'a pas de paladin { $colour }
cm-error-no-such-territory = il n'y a pas de territoire { $territory } (une région porte le plus petit numéro de ses territoires)
cm-error-steps-out-of-range = avec votre disque, l'Empereur avance de 1 à { $max } cases, pas { $steps }
cm-error-colour-exhausted = il ne reste de paladin { $colour } ni au centre ni dans toutes les Cours
cm-error-seat-count = Carolus Magnus se joue à 2, 3 ou 4
