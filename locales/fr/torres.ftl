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
