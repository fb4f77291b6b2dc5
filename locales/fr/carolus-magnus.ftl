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

## Sides (castle colours) and the die's crown face
cm-side-black = Noir
cm-side-white = Blanc
cm-side-grey = Gris
cm-side-strength = { $side } { $strength }
cm-side-player = { $side } ({ $player })
cm-side-partners = { $side } ({ $first } et { $others })
cm-face-crown = couronne
cm-and = { $first } et { $rest }
cm-nobody = {""}

## What the Emperor's stop would do
cm-effect-no-majority = pas de majorité, rien ne se passe
cm-effect-leads = { $side } mène mais rien ne change
cm-effect-build = { $side } bâtit un château
cm-effect-take-over = { $side } prend { $castles } château(x) à { $from }

## Actions
cm-action-play-disc = Jouer le disque { $disc } (jouer { $ahead ->
        [0] en premier pour l'instant
       *[other] après { $ahead } joueur(s) pour l'instant
    } ; Empereur jusqu'à { $disc } { $disc ->
        [1] case
       *[other] cases
    })
cm-control-kept = vous gardez le contrôle
cm-control-taken = vous prenez le contrôle du { $colour }
cm-control-unchanged = pas de changement de contrôle
cm-action-place-at-court = Placer un paladin { $colour } à votre Cour ({ $mine } contre { $rival } : { $control })
cm-would-lead = { $side } y mènerait alors : { $counts }
cm-would-lead-nobody = personne n'y mènerait : { $counts }
cm-action-place-in-territory = Placer un paladin { $colour } dans le territoire { $territory } ({ $lead })
cm-action-move-emperor = Avancer l'Empereur de { $steps } { $steps ->
        [1] case
       *[other] cases
    } jusqu'au territoire { $territory } : { $effect }
cm-source-centre = { $count } au centre
cm-source-courts = aucun au centre : chaque Cour en rend { $each }
cm-action-set-die = Fixer un dé sur { $colour }, puis lancer les autres ({ $source })
cm-action-take-paladin = Prendre un paladin { $colour } pour une couronne ({ $source })

## History
cm-event-board-set = Les 15 territoires reçoivent un paladin chacun ; l'Empereur part du territoire { $territory }
cm-event-first-player = { $player } est tiré au sort pour jouer le premier disque
cm-event-dice-rolled = { $player } lance les dés : { $faces }
cm-event-colour-chosen = { $player } choisit { $colour }
cm-event-die-turned-free = Plus de paladin { $colour } : { $player } choisit une autre couleur
cm-event-crowns-lost = Plus aucun paladin disponible : { $player } ne reçoit rien pour { $count } dé(s)
cm-event-courts-returned = Plus de paladin { $colour } au centre : chaque Cour en rend { $each }
cm-event-cube-taken = { $player } prend un paladin { $colour } dans sa réserve
cm-event-opening = Tour { $round } : les disques sont joués dans l'ordre { $order }
cm-event-disc-played = { $player } joue le disque { $disc }
cm-event-turn-order = Ordre de jeu : { $order }
cm-event-discs-recovered = Cinq tours joués : chacun reprend ses cinq disques
cm-event-turn-started = Au tour de { $player } : { $paladins } paladin(s) à jouer, Empereur jusqu'à { $disc }
cm-event-placed-at-court = { $player } place un paladin { $colour } à sa Cour
cm-event-placed-in-territory = { $player } place un paladin { $colour } dans le territoire { $territory }
cm-event-control-taken-from = { $player } prend le contrôle du { $colour } à { $from }
cm-event-control-taken = { $player } prend le contrôle du { $colour }
cm-event-emperor-moved = { $player } avance l'Empereur de { $steps } { $steps ->
        [1] case
       *[other] cases
    } jusqu'au territoire { $territory }
cm-event-no-change = Le territoire { $territory } reste en l'état ({ $side } mène)
cm-event-no-majority = Pas de majorité dans le territoire { $territory } : rien ne se passe
cm-event-castle-built = { $side } bâtit un château dans le territoire { $territory }
cm-event-taken-over = { $side } conquiert le territoire { $territory } : { $removed } château(x) de { $from } remplacés par { $placed }
cm-event-merged = Les territoires { $into } et { $absorbed } se rassemblent en une région
cm-event-replenish = { $player } renouvelle sa réserve avec { $dice } dés
cm-end-all-castles = tous les châteaux d'un camp sont bâtis
cm-end-few-territories = il reste moins de 4 territoires
cm-end-frozen = plus aucun paladin ne peut être joué
cm-end-settled = plus aucun paladin ne peut être joué ni aucun château changer
cm-event-game-ended = Fin de partie, { $why } : { $winners } gagne(nt), châteaux { $castles }

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

## Board
cm-board-setting-up = Mise en place
cm-board-the-dice-thrown-for-the-first = les dés lancés pour les réserves de départ
cm-board-text = {" et "}
cm-board-the-circle-of-territories = Le cercle des territoires
cm-board-nothing-happens = rien ne se passe
cm-board-letter-pink = Rs
cm-board-letter-yellow = J
cm-board-letter-green = V
cm-board-play-a-disc = Jouer un disque
cm-board-place-a-paladin-from-your-reserve = Placer un paladin de votre réserve
cm-board-move-the-emperor = Avancer l'Empereur
cm-board-choose-a-colour = Choisir une couleur
cm-board-your-court = votre cour
cm-board-territory = territoire
cm-board-the-emperor-to-territory = l'Empereur au territoire
cm-board-choose-the-colour-of-the-paladin = Choisissez la couleur du paladin à placer.
cm-board-touch-the-territory-where-the-emperor = Touchez le territoire où l'Empereur doit s'arrêter.
cm-board-your-court-place-the-paladin-here = Votre cour : placer le paladin ici

## Board words
cm-word-round = Tour
cm-word-centre = Centre
cm-word-court = Cour
cm-word-reserve = Réserve
cm-word-castles-left = Châteaux restants
cm-word-discs = Disques
cm-word-played = joué
cm-word-to-move = à jouer
cm-word-partner = partenaire
cm-word-chosen = Choisi
cm-word-legend = Légende
cm-word-emperor = Empereur
cm-word-clan-marker = marqueur de clan : cette Cour contrôle la couleur
cm-word-castle = châteaux
cm-word-landing = où l'Empereur peut s'arrêter (cases) et qui y bâtirait ou conquerrait
cm-word-strength = force de chaque camp ici (paladins contrôlés + châteaux)
cm-word-disc-held = disque en main
cm-word-disc-used = disque déjà joué
cm-word-territory = territoire
cm-word-merged = territoires rassemblés
cm-word-game-over = Fin de partie
cm-word-wins = gagne
cm-word-controls = contrôle
cm-word-order = Ordre de jeu

## Board: who does what now, the last move, the landing badges
cm-step-first-reserve = lance les dés (réserve de départ)
cm-step-naming-colour-first-reserve = nomme la couleur d'une couronne (réserve de départ)
cm-step-naming-colour = nomme la couleur d'une couronne (reste { $crowns })
cm-step-setting-die = fixe un dé, puis lance les autres
cm-step-playing-disc = joue un disque
cm-step-discs-down = a joué le disque { $disc } : l'ordre de jeu est fixé
cm-step-placing-paladins = place ses paladins : { $placed } sur { $total }
cm-step-moving-emperor = { $disc ->
    [1] avance l'Empereur d'une case
   *[other] avance l'Empereur de 1 à { $disc } cases
}
cm-step-emperor-moved = a avancé l'Empereur au territoire { $territory }
cm-step-replenishing = lance les dés pour regarnir sa réserve
cm-board-last-move = Dernier coup : { $what }. Contour en tirets : ce qu'il a changé.
cm-decision-disc-played = a joué le disque { $disc }
cm-decision-placed-at-court = a placé un paladin { $colour } dans sa cour
cm-decision-placed-in-territory = a placé un paladin { $colour } au territoire { $territory }
cm-decision-emperor-moved = a avancé l'Empereur de { $steps } { $steps ->
        [1] case
       *[other] cases
    } jusqu'au territoire { $territory }
cm-decision-colour-named = a nommé la couleur { $colour }
cm-board-place-here = territoire { $territory } : placer le paladin ici
cm-board-builds = { $side } bâtit
cm-board-takes-over = { $side } conquiert sur { $from }
cm-board-emperor-to = L'Empereur au territoire { $territory }
cm-board-disc-acts = joué { $disc } · joue en { $place ->
        [1] 1er
       *[other] { $place }e
    }
cm-board-disc-played = joué { $disc }
cm-board-court-of = Cour de { $player }
