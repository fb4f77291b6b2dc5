# Carolus Magnus : la page des règles (/rules/carolus-magnus).

rules-carolus-magnus-title = Comment jouer à Carolus Magnus
rules-carolus-magnus-summary = Gagnez à votre cause cinq clans de paladins et bâtissez vos châteaux dans les territoires où passe l’Empereur, là où un seul changement d’allégeance peut faire basculer toute une région.

rules-carolus-magnus-aim-heading = De quoi s’agit-il ?
rules-carolus-magnus-aim-1 = Quinze territoires forment un cercle que l’Empereur parcourt. Là où il s’arrête, le camp qui contrôle le plus de paladins sur place bâtit un château, ou prend les châteaux déjà présents. Mais un paladin n’appartient à personne : il compte pour celui qui contrôle sa couleur, et les couleurs se contrôlent depuis la Cour des joueurs.
rules-carolus-magnus-aim-2 = Les paladins sont des cubes de cinq couleurs : rouge, rose, bleu, jaune et vert. Les camps sont Noir, Blanc et, à trois joueurs, Gris. Le premier camp qui a tous ses châteaux sur le cercle gagne ; s’il reste moins de quatre territoires avant cela, le camp qui a le plus de châteaux gagne.

rules-carolus-magnus-setup-heading = Mise en place
rules-carolus-magnus-setup-1 = Le site prépare la table ; rien n’est caché pendant la partie.
rules-carolus-magnus-setup-2 =
    • Chacun des 15 territoires, numérotés de 1 à 15 dans le sens des aiguilles d’une montre, reçoit un paladin au hasard (3 de chaque couleur). L’Empereur part d’un territoire tiré au hasard ; les autres paladins attendent au centre.
    • Chaque joueur a une Cour vide et cinq disques numérotés de 1 à 5 ; chaque camp a 10 châteaux (8 à trois joueurs).
    • Chaque joueur lance les dés pour une réserve de départ de 7 paladins : 3 dés, 3 dés, puis 1 (à trois joueurs, trois fois 3 dés : 9 paladins). Chaque dé donne un paladin de sa couleur pris au centre ; pour une couronne, vous choisissez la couleur.
    • Le joueur qui pose le premier disque est tiré au sort.

rules-carolus-magnus-discs-heading = Un tour : les disques
rules-carolus-magnus-discs-1 = Chaque tour s’ouvre par les disques : l’un après l’autre, chaque joueur pose un de ses disques face visible (« Jouer un disque »). Le plus petit nombre joue en premier, puis le suivant, et ainsi de suite ; et votre nombre est le nombre maximal de pas dont vous pourrez avancer l’Empereur. Vous ne pouvez pas reprendre un nombre déjà posé ce tour-ci, sauf s’il ne vous en reste pas d’autre ; les nombres égaux jouent alors dans l’ordre où ils ont été posés (la règle à deux joueurs, que le site applique aussi à trois et à quatre).
rules-carolus-magnus-discs-2 = Puis, dans l’ordre des disques, chaque joueur joue : placer des paladins, avancer l’Empereur, regarnir sa réserve. Cet ordre est aussi celui dans lequel on posera les disques au tour suivant (la règle le dit à deux et à trois joueurs ; le site fait de même à quatre). Après cinq tours, chacun reprend ses cinq disques.

rules-carolus-magnus-paladins-heading = Placer des paladins et contrôler les couleurs
rules-carolus-magnus-paladins-1 = Placez 3 paladins de votre réserve (4 à trois joueurs), un par un, chacun à votre Cour ou dans n’importe quel territoire. Une fois placé, un paladin ne bouge plus. Sur le plateau : choisissez la couleur, touchez votre Cour ou un territoire, puis le bouton qui nomme le coup ; il annonce ce qui changerait. Tant que vous n’avez pas avancé l’Empereur, vous pouvez reprendre vos placements.
rules-carolus-magnus-paladins-2 = Vous contrôlez une couleur quand votre Cour en a plus que chacune des autres Cours ; son marqueur de clan vient alors à votre Cour. En cas d’égalité, celui qui la contrôlait la garde ; si personne ne la contrôlait, personne ne la prend (lecture du site). Chaque paladin d’une couleur que vous contrôlez compte pour vous dans tous les territoires : un paladin placé dans un territoire peut donc un jour servir votre adversaire.

rules-carolus-magnus-emperor-heading = Avancer l’Empereur : bâtir et conquérir
rules-carolus-magnus-emperor-1 = Avancez ensuite l’Empereur dans le sens des aiguilles d’une montre, d’au moins 1 pas et d’au plus le nombre de votre disque ; chaque territoire compte pour un pas, quelle que soit sa taille. Touchez le territoire où il doit s’arrêter : les marques sur le cercle indiquent les pas et ce qui se passerait.
rules-carolus-magnus-emperor-2 = Là, on compte la force de chaque camp : les paladins des couleurs que contrôlent ses joueurs, plus un par château du camp. Un camp mène quand il est plus fort que chacun des autres camps.
rules-carolus-magnus-emperor-3 =
    • Pas encore de château : le camp qui mène en bâtit un. Si personne ne mène (égalité, ou aucun paladin contrôlé), rien ne se passe.
    • Déjà des châteaux : si un autre camp mène maintenant, ils sont tous remplacés par des châteaux de ce camp ; s’il lui en reste moins, il pose tous les siens, ce qui termine la partie (lecture du site). Si le propriétaire mène encore, ou en cas d’égalité, rien ne change.

rules-carolus-magnus-merging-heading = Territoires rassemblés
rules-carolus-magnus-merging-1 = Après qu’un château a été bâti ou conquis, son territoire doit se rassembler avec chaque voisin qui porte des châteaux du même camp, et recommencer tant que le voisin suivant s’y prête. Le territoire rassemblé garde tous leurs paladins et châteaux, prend le plus petit de leurs numéros et compte pour un seul pas ; l’Empereur y reste. Sa majorité n’est pas vérifiée au moment où il se forme, et il ne se divise plus jamais.
rules-carolus-magnus-merging-2 = Ses nombreux châteaux le rendent solide, mais une seule conquête les fait tous changer de camp.

rules-carolus-magnus-dice-heading = Regarnir sa réserve
rules-carolus-magnus-dice-1 = Après l’arrêt, le site lance pour vous 3 dés (4 à trois joueurs). Chaque dé vous donne un paladin de sa couleur pris au centre ; pour une couronne, choisissez une couleur (« Choisir une couleur »).
rules-carolus-magnus-dice-2 = Si le centre n’a plus la couleur demandée par un dé, chaque Cour en rend le même nombre : autant que la plus petite Cour de cette couleur en contient, si bien que le contrôle ne change pas (la règle ne dit pas combien : lecture du site). Si une Cour n’en a aucun, vous nommez une autre couleur ; s’il ne reste aucune couleur nulle part, le dé ne donne rien ; une réserve restée en dessous de 7 (9 à trois joueurs) est complétée par d’autres lancers tant qu’une couleur peut encore être obtenue (lectures du site pour des cas que la règle ne rencontre pas).

rules-carolus-magnus-end-heading = Fin de la partie
rules-carolus-magnus-end-1 = Juste après un arrêt et ses rassemblements, la partie s’arrête si un camp a tous ses châteaux sur le cercle, ou s’il reste moins de quatre territoires. Le camp qui a le plus de châteaux sur le cercle gagne ; la règle ne compare rien d’autre, aussi des camps à égalité partagent-ils la victoire (lecture du site).
rules-carolus-magnus-end-2 = Le site termine aussi une partie qui ne peut plus changer (réserves vides, plus aucun paladin à obtenir, aucun territoire où mène un autre camp que son propriétaire), décomptée de la même façon. Si un joueur abandonne et qu’il ne reste qu’un camp, celui-ci gagne ; des partenaires abandonnent ensemble. À trois joueurs, l’ordinateur joue les tours de celui qui a abandonné ; ce joueur ne peut plus gagner et finit dernier, et s’il menait, le camp qui a le plus de châteaux parmi les autres gagne.

rules-carolus-magnus-players-heading = À trois et à quatre joueurs
rules-carolus-magnus-players-1 = À trois joueurs, chaque camp a 8 châteaux et gagne quand les 8 sont sur le cercle. Chaque joueur commence avec 9 paladins, en place 4 par tour et lance 4 dés. Pour mener dans un territoire, un camp doit être plus fort que chacun des deux autres.
rules-carolus-magnus-players-2 = À quatre joueurs, deux équipes de deux s’affrontent, Noir contre Blanc. Les partenaires partagent 10 châteaux et additionnent leur force dans les territoires ; tout le reste est personnel : Cour, réserve, disques. Le contrôle des couleurs est individuel : les Cours des partenaires ne s’additionnent pas. Les disques doivent différer de ceux de tous, partenaire compris (lecture du site, comme à trois) ; des partenaires peuvent donc jouer l’un après l’autre. Le créateur de la partie décide si les partenaires peuvent se parler dans un canal d’équipe.

rules-carolus-magnus-options-heading = Options proposées ici
rules-carolus-magnus-options-1 =
    • Variante des dés : chaque fois que vous regarnissez votre réserve, fixez un dé sur la couleur de votre choix (« Fixer un dé sur … ») et les autres sont lancés. Moins de hasard. Les réserves de départ sont lancées normalement (lecture du site).
    • Partenaires (quatre joueurs) : face à face, joueurs 1 et 3 contre 2 et 4 ; ou côte à côte, joueurs 1 et 2 contre 3 et 4. Les joueurs sont numérotés dans l’ordre où ils sont assis, et le premier tour s’ouvre dans cet ordre à partir du joueur tiré au sort.
rules-carolus-magnus-options-2 = Chaque place peut être confiée à un joueur ordinateur quand vous créez une partie.
