# Torres : la page des règles (/rules/torres).

rules-torres-title = Comment jouer à Torres
rules-torres-summary = En trois années, agrandissez et élevez des châteaux et faites monter vos chevaliers dans leurs tours : chaque année, le roi récompense les chevaliers les plus hauts des plus grands châteaux.

rules-torres-aim-heading = De quoi s’agit-il ?
rules-torres-aim-1 = Sur un plateau de 8 cases sur 8 (A1 à H8), des châteaux naissent de blocs empilés. Chaque joueur a 6 chevaliers. À la fin de chacune des trois années, vous marquez des points pour chaque château où vous avez un chevalier : le niveau de votre chevalier le plus haut multiplié par la surface du château (le nombre de cases qu’il couvre). Après le troisième décompte, le meilleur score gagne.

rules-torres-setup-heading = Mise en place
rules-torres-setup-1 =
    • Huit blocs occupent les huit cases de départ : huit châteaux de surface 1. Les autres blocs forment la réserve.
    • Le joueur 1 (le plus jeune, dans la règle) commence. Chacun à son tour place un premier chevalier sur un château encore libre ; le dernier place aussi le roi sur un château sans chevalier, le château royal de la première année.
    • Chaque année, chaque joueur reçoit des piles de blocs : à 2 joueurs, 4 piles de 3 ; à 3 joueurs, 3+3+2+2 la première année, puis 3+3+2 ; à 4 joueurs, 4 piles de 2, puis 3 piles de 2 (la règle donne les piles à quatre ; à deux et à trois, le site suit la carte Année telle que d’autres sources la rapportent).
rules-torres-setup-2 = Vous consommez une pile par tour : vos piles indiquent donc combien de tours il vous reste dans l’année. On joue dans le sens des aiguilles d’une montre.

rules-torres-turn-heading = Votre tour : cinq points d’action
rules-torres-turn-1 = Vous disposez de 5 points d’action (PA), à dépenser dans l’ordre et la combinaison de votre choix :
rules-torres-turn-2 =
    • Placer un nouveau chevalier : 2 PA.
    • Déplacer un chevalier d’une case, ou à travers un château : 1 PA.
    • Poser un bloc : 1 PA par bloc.
    • Acheter une carte Action : 1 PA, deux au plus par tour.
    • Jouer une carte Action : gratuit, une au plus par tour.
    • Avancer d’une case sur la piste de score : 1 PA.
rules-torres-turn-3 = Sur le plateau, touchez une case marquée (pour déplacer un chevalier : le chevalier, puis sa destination), puis le bouton qui nomme le coup ; une carte se choisit d’abord à côté du plateau. Terminez par « Finir mon tour ». Tant que vous n’avez pas fini votre tour ni acheté de carte, vous pouvez reprendre vos actions.

rules-torres-knights-heading = Les chevaliers
rules-torres-knights-1 = Le niveau d’un chevalier est le nombre de blocs sous lui : 0 sur le plateau nu. Une case est libre quand ni chevalier ni roi ne s’y trouve. Un nouveau chevalier se place sur une case libre qui touche par un côté l’un de vos chevaliers, au même niveau que lui ou plus bas.
rules-torres-knights-2 = Un chevalier se déplace vers une case libre qui touche la sienne par un côté, jamais en diagonale : il monte d’un niveau au plus, descend d’autant qu’il veut, et ne passe jamais par-dessus une autre pièce.
rules-torres-knights-3 = Chaque bloc a une porte sur chacun de ses côtés. Un chevalier devant une porte (à côté d’une case du château plus haute que la sienne) peut entrer, cheminer dans le château au même niveau ou en descendant, et ressortir par une autre porte sur une case libre, en tombant si elle est plus basse : 1 PA pour toute la traversée.

rules-torres-blocks-heading = Blocs et châteaux
rules-torres-blocks-1 = Votre premier bloc du tour désigne la pile ; tous vos blocs de ce tour en viennent. Un bloc se pose soit sur un bloc libre d’un château (rien dessus), soit sur une case libre du plateau nu à côté d’un château, qu’il agrandit. Deux châteaux ne doivent jamais se rejoindre : ils ne peuvent se toucher que par un coin. Aucune partie d’un château ne peut être plus haute que sa surface : un château de 3 cases a au plus 3 niveaux.
rules-torres-blocks-2 = À la fin de votre tour, cette pile est consommée, même si vous n’avez rien posé (vous dites alors laquelle : lecture du site de « les piles indiquent combien de tours il reste »). Ses blocs inutilisés sont répartis sur vos autres piles, aucune au-delà de 3 ; le reste retourne à la réserve (dans l’ancienne édition aussi, où la règle dit que vous pouvez les répartir : garder un bloc ne nuit jamais). Le site ne vous demande rien si le choix ne change rien. Les blocs restés de votre dernier tour d’une année suivent l’édition (voir plus bas).

rules-torres-cards-heading = Les cartes Action
rules-torres-cards-1 = Pour acheter une carte, regardez les trois premières de votre pioche, gardez-en une et remettez les deux autres dessus et/ou dessous, dans l’ordre de votre choix. Une carte achetée se joue à partir de votre tour suivant. La jouer ne coûte rien, ni son déplacement ni son bloc (lecture du site de « 0 PA ») ; puis elle est écartée.
rules-torres-cards-2 =
    • 6 ou 7 points d’action : ce tour-ci, vous avez 6 ou 7 PA au lieu de 5.
    • Monter de 2 étages : un chevalier passe sur une case libre voisine par un côté, jusqu’à deux niveaux plus haut.
    • Bloc sous un chevalier : un bloc de n’importe laquelle de vos piles se glisse sous n’importe quel chevalier, dans la limite de hauteur ; sur le plateau nu, il agrandit le château voisin ou en fonde un nouveau, sans jamais en joindre deux.
    • Bloc de la réserve : posez un bloc de la réserve selon les règles habituelles.
    • Traverser un château à tout niveau : un chevalier devant une porte traverse et ressort par n’importe quelle porte sur une case libre, même plus haute.
    • Déplacement en diagonale : un chevalier avance d’une case en diagonale, en montant d’un niveau au plus.
    • Déplacer un bloc non couvert : soulevez un bloc sur lequel il n’y a rien et reposez-le ailleurs, même seul pour fonder un château. Il doit rester au moins 6 châteaux ; aucun château ne peut être coupé en deux ni finir plus haut que sa surface.
    • Replacer un chevalier : l’un de vos chevaliers quitte sa case et revient comme un nouveau chevalier, à côté d’un autre des vôtres.
    • Sauter par-dessus un chevalier : votre chevalier saute par-dessus un chevalier adverse voisin et atterrit sur la case libre derrière lui, au plus un niveau plus haut que son départ.

rules-torres-scoring-heading = Le décompte de fin d’année
rules-torres-scoring-1 = Après le dernier tour de l’année, chacun marque à son tour, dans le sens des aiguilles d’une montre à partir du joueur 1. Dans chaque château, votre chevalier le plus haut compte : son niveau multiplié par la surface du château. Un chevalier au niveau 3 d’un château de surface 5 rapporte 15 points ; vos autres chevaliers de ce château n’ajoutent rien, et ceux des autres joueurs n’y changent rien.
rules-torres-scoring-2 = Vient ensuite le bonus du roi, une fois par joueur, en plus : 5 points la première année pour un chevalier exactement au niveau 1 du château royal, 10 la deuxième pour le niveau 2, 15 la troisième pour le niveau 3.
rules-torres-scoring-3 = La piste compte 100 cases et un seul marqueur par case : un marqueur qui arrive sur une case occupée avance jusqu’à la prochaine case libre. Une fois partis de 0, deux marqueurs ne sont donc jamais à égalité ; les joueurs restés sur 0 partagent leur place.

rules-torres-year-heading = Entre deux années
rules-torres-year-1 = Après le premier et le deuxième décompte, le joueur le plus en retard peut déplacer le roi sur n’importe quel bloc libre de n’importe quel château, ou le laisser. Dans l’édition 2017, ce joueur désigne ensuite qui commence l’année suivante ; dans l’ancienne édition, le jeu continue simplement dans le sens des aiguilles d’une montre, et le joueur 1 recommence. Chacun reçoit les piles de la nouvelle année.

rules-torres-end-heading = Fin de la partie
rules-torres-end-1 = La partie s’arrête après le troisième décompte ; le meilleur score gagne (des joueurs restés sur 0 le partageraient). Si l’un des deux joueurs abandonne, l’autre gagne ; à plus de deux, les chevaliers de celui qui abandonne restent et l’ordinateur joue ses tours, mais il ne peut plus gagner et finit dernier : s’il menait, le meilleur score parmi les autres l’emporte.

rules-torres-editions-heading = Éditions et pioches
rules-torres-editions-1 =
    • Édition 2017 (par défaut) : vous gardez les blocs restés de votre dernier tour d’une année et les répartissez sur les piles de l’année suivante (3 au plus par pile).
    • Ancienne édition : ces blocs retournent à la réserve ; personne ne désigne qui commence entre deux années ; un décompte commence par le premier joueur du tour de table qui vient de se jouer.
    • Pioche personnelle de 10 cartes (par défaut) : vous achetez parmi les 10 cartes de votre couleur.
    • Pioche commune de 40 cartes : tout le monde achète dans la même pioche ; dans l’ancienne édition, on prend alors simplement la carte du dessus.

rules-torres-meister-heading = Version Meister
rules-torres-meister-1 = Pour joueurs aguerris. Les joueurs fondent eux-mêmes les 8 châteaux, un bloc chacun à tour de rôle, chacun à au moins 3 pas (en lignes et colonnes) de tous les autres (lecture du site des deux éditions). Chacun a dès le départ les 10 cartes de sa couleur en main et n’en achète aucune. Dès qu’un marqueur a quitté la case 0, le meneur au score commence chaque tour de table, les autres suivant dans le sens des aiguilles d’une montre ; le roi se déplace toujours entre les années.
rules-torres-meister-2 = Une carte Maître tirée au hasard ajoute un objectif commun. Les objectifs qui portent sur tous vos chevaliers en demandent au moins deux sur le plateau (lecture du site).
rules-torres-meister-3 =
    • Exactement 4, 5, 6 châteaux : vos chevaliers dans exactement 4 châteaux après le premier décompte (5 points), 5 après le deuxième (15), 6 après le troisième (30). Le site suit la carte allemande, « auf genau 4 Burgen vertreten », là où le texte français compte des chevaliers.
    • Grandes diagonales, ou bordure : par chevalier sur une grande diagonale (ou en bordure du plateau), 2, 5, puis 10 points ; un meneur seul en tels chevaliers en compte un de plus.
    • Au troisième décompte seulement : tous vos chevaliers sur une même ligne, colonne ou diagonale, 50 ; tous au même niveau, 50 ; quatre aux coins d’un carré aux côtés parallèles aux bords, 50 ; tous à des niveaux différents, 40 ; tous en une chaîne de cases voisines par un côté, 40.
