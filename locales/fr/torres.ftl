# Torres: what the rules say to players.

## Options a game is created with
torres-option-edition = Édition
torres-option-edition-help = 2017 : les blocs inutilisés du dernier tour d'une année sont gardés pour l'année suivante. Ancienne édition : ils retournent à la réserve (et avec la pioche commune on prend simplement la carte du dessus).
torres-option-edition-2017 = Édition 2017
torres-option-edition-original = Ancienne édition
torres-option-deck = Cartes Action
torres-option-deck-help = Personnelle : chacun achète parmi les 10 cartes de sa couleur (jeu de base 2017). Commune : une pioche de 40 cartes (variante 2017 ; jeu de base de l'ancienne édition).
torres-option-deck-personal = Pioche personnelle de 10 cartes
torres-option-deck-shared = Pioche commune de 40 cartes
torres-option-meister = Version Meister (avancée)
torres-option-meister-help = Les joueurs fondent les 8 châteaux, ont les 10 cartes de leur couleur en main dès le départ (pas d'achat), une carte Maître ajoute des objectifs et le meneur au score commence chaque tour.

## Action cards and Meister cards
torres-card-six-action-points = 6 points d'action
torres-card-seven-action-points = 7 points d'action
torres-card-climb-two-levels = Monter de 2 étages
torres-card-block-under-knight = Bloc sous un chevalier
torres-card-block-from-supply = Bloc de la réserve
torres-card-through-castle = Traverser un château à tout niveau
torres-card-diagonal-move = Déplacement en diagonale
torres-card-move-uncovered-block = Déplacer un bloc non couvert
torres-card-relocate-knight = Replacer un chevalier
torres-card-jump-over-knight = Sauter par-dessus un chevalier
torres-meister-exact-castles = exactement 4/5/6 châteaux
torres-meister-one-line = tous les chevaliers alignés
torres-meister-long-diagonals = chevaliers sur les grandes diagonales
torres-meister-same-level = tous les chevaliers au même niveau
torres-meister-square = quatre chevaliers en carré
torres-meister-different-levels = chevaliers à des niveaux tous différents
torres-meister-edge = chevaliers en bordure
torres-meister-chain = tous les chevaliers en chaîne

## Pieces of labels
torres-square-at-level = { $square } (niveau { $level })
torres-returned-both = { $top } dessus, { $bottom } dessous
torres-returned-top = { $top } dessus (le premier au-dessus)
torres-returned-bottom = { $bottom } dessous (le dernier tout en bas)
torres-returned-nothing = {""}
torres-block-rises = { $square } : monte au niveau { $level } (château de surface { $area })
torres-block-grows = { $square } : le château s'agrandit à { $area } cases
torres-block-founds = { $square } : fonde un nouveau château

## Actions
torres-action-found-castle = Fonder un château en { $square }
torres-action-first-knight = Placer votre premier chevalier en { $square }
torres-action-place-king = Placer le roi en { $square }
torres-action-place-knight = Placer un nouveau chevalier en { $square } (2 PA)
torres-action-move-knight = Déplacer le chevalier de { $from } à { $to } (1 PA)
torres-action-move-knight-through = Déplacer le chevalier de { $from } à { $to } à travers le château (1 PA)
torres-action-place-block = Poser un bloc de la pile { $stack } ({ $blocks } blocs) en { $effect } (1 PA)
torres-action-buy-card = Acheter une carte Action (1 PA)
torres-action-keep-card = Garder { $card } ; remettre { $returned }
torres-action-advance-score = Avancer d'une case sur la piste de score (1 PA)
torres-action-play-card = Jouer la carte { $card }
torres-action-play-knight-card = Jouer { $card } : chevalier de { $from } à { $to }
torres-action-block-under-knight = Jouer Bloc sous un chevalier : sous le chevalier en { $square }, de la pile { $stack } ({ $blocks } blocs)
torres-action-block-from-supply = Jouer Bloc de la réserve : en { $effect }
torres-action-lift-block = Jouer Déplacer un bloc non couvert : soulever le bloc de { $square }
torres-action-put-lifted-block = Poser le bloc soulevé en { $effect }
torres-action-end-turn = Finir mon tour
torres-action-end-turn-using-stack = Finir mon tour en consommant la pile { $stack } ({ $blocks } blocs, répartis sur les autres)
torres-action-spread-block = Mettre un bloc inutilisé sur la pile { $stack } ({ $blocks } → { $after })
torres-action-move-king = Déplacer le roi en { $square }
torres-action-leave-king = Laisser le roi où il est
torres-action-choose-starter = Le joueur { $number } commence l'année suivante

## The board's last move
torres-last-block-moved = { $player } déplace le bloc de { $from } en { $to }
torres-last-squares = { $player }: { $squares }
torres-with-card = { $what }, avec la carte { $card }

## History
torres-event-meister-game = La version Meister commence ; carte Maître : { $card }
torres-event-prepared = Les 8 châteaux sont posés et les cartes mélangées
torres-event-castle-founded = { $player } fonde un château en { $square }
torres-event-first-knight = { $player } place un premier chevalier en { $square }
torres-event-king-placed = { $player } place le roi en { $square }
torres-event-year-started = L'année { $year } commence ; { $player } commence
torres-event-round-started = Tour de table { $round }
torres-event-turn-started = Au tour de { $player }
torres-event-knight-placed = { $player } place un chevalier en { $square }
torres-event-knight-moved = { $player } déplace un chevalier de { $from } à { $to }
torres-event-block-placed = { $player } pose un bloc en { $square }
torres-event-block-from-supply = { $player } pose un bloc de la réserve en { $square }
torres-event-lifted-block-placed = { $player } pose le bloc soulevé en { $square }
torres-event-block-lifted = { $player } soulève le bloc de { $square }
torres-event-cards-drawn = { $player } achète une carte et en regarde { $count }
torres-event-cards-drawn-seen = { $player } achète une carte et en regarde { $count }: { $cards }
torres-event-card-kept = { $player } garde une carte, { $top } remise(s) dessus, { $bottom } dessous
torres-event-card-kept-seen = { $player } garde une carte ({ $card }), { $top } remise(s) dessus, { $bottom } dessous
torres-event-card-played = { $player } joue { $card }
torres-event-score-advanced = { $player } avance à { $score } sur la piste de score
torres-event-turn-ended = { $player } finit son tour ({ $left } blocs inutilisés)
torres-event-block-spread = { $player } met un bloc inutilisé sur la pile { $stack }
torres-event-blocks-returned = { $count } blocs de { $player } retournent à la réserve
torres-event-blocks-kept = { $player } garde { $count } blocs pour l'année suivante
torres-event-scored-castles = { $player } marque { $points } points pour les châteaux (total { $score })
torres-event-scored-king = { $player } marque { $points } points de bonus du roi (total { $score })
torres-event-scored-meister = { $player } marque { $points } points pour la carte Maître (total { $score })
torres-event-king-awaited = { $player } peut déplacer le roi
torres-event-king-moved = { $player } déplace le roi en { $square }
torres-event-king-left = { $player } laisse le roi en place
torres-event-starter-awaited = { $player } choisit qui commence l'année suivante
torres-event-starter-chosen = { $player } fait commencer { $starter }
torres-event-game-ended = Fin de la partie : { $winners } gagne

## Refusals: why a move is not allowed
torres-error-seat-count = Torres se joue de 2 à 4 joueurs
torres-error-game-over = la partie est terminée
torres-error-not-your-decision = ce n'est pas à vous de décider maintenant
torres-error-wrong-moment = cette action ne convient pas à ce moment de la partie
torres-error-finish-pending-first = terminez d'abord la carte en cours (garder une carte ou poser le bloc soulevé)
torres-error-not-enough-action-points = il ne reste pas assez de points d'action
torres-error-no-such-square = cette case n'existe pas
torres-error-square-taken = cette case est occupée par un chevalier ou le roi
torres-error-no-knight-in-reserve = tous vos chevaliers sont déjà sur le plateau
torres-error-not-beside-your-knight = un nouveau chevalier se place à côté d'un des vôtres, à son niveau ou plus bas
torres-error-not-your-knight = aucun de vos chevaliers n'est sur cette case
torres-error-unreachable = un chevalier ne peut pas atteindre cette case ainsi
torres-error-no-such-stack = vous n'avez pas cette pile
torres-error-other-stack = les blocs de ce tour viennent de la pile déjà entamée
torres-error-empty-stack = cette pile est vide
torres-error-pick-first-alike-stack = les piles de même hauteur se valent : choisissez la première de cette hauteur
torres-error-too-high-for-area = un château ne peut jamais être plus haut que sa surface
torres-error-not-beside-castle = un bloc posé au sol doit agrandir un château
torres-error-would-join-castles = deux châteaux ne peuvent jamais fusionner (ils ne se touchent qu'en diagonale)
torres-error-supply-empty = la réserve n'a plus de bloc
torres-error-buy-limit = vous pouvez acheter au plus deux cartes par tour
torres-error-deck-empty = la pioche est vide
torres-error-no-buying-in-meister = on n'achète pas de carte dans la version Meister
torres-error-card-not-in-hand = vous n'avez pas cette carte (une carte achetée ce tour attend le tour suivant)
torres-error-card-already-played = une seule carte Action peut être jouée par tour
torres-error-wrong-card = ce n'est pas la carte que joue cette action
torres-error-bad-keep-choice = gardez une des cartes regardées et remettez exactement les autres
torres-error-no-such-seat = ce joueur n'existe pas
torres-error-too-few-castles = il doit rester au moins 6 châteaux
torres-error-would-split-castle = un château ne peut pas être coupé en deux
torres-error-block-covered = seul un bloc non couvert (rien dessus) peut être déplacé
torres-error-nowhere-to-put = le bloc ne pourrait être reposé nulle part
torres-error-stack-choice = nommez la pile consommée par ce tour (seulement si aucun bloc n'a été posé)
torres-error-stack-full = cette pile a déjà 3 blocs
torres-error-too-close-to-castle = les châteaux se fondent à au moins 3 pas orthogonaux les uns des autres
torres-error-castle-taken = choisissez un château que personne n'occupe encore
torres-error-not-a-free-block = le roi se place sur un bloc libre d'un château
torres-error-first-knight-off-castle = un premier chevalier se place sur un château que personne n'occupe, pas sur le sol nu
