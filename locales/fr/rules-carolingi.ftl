# Carolingi : la page des règles (/rules/carolingi). Sections comme dans
# src/games/headings/carolingi.rs (RULES) ; paragraphes numérotés à partir de 1.

rules-carolingi-title = Comment jouer à Carolingi
rules-carolingi-summary = Les petits-enfants de Charlemagne répandent leurs partisans dans le royaume franc grâce à des tuiles d'action secrètes tirées d'un sac, dans une course aux conditions de victoire ou à la paix.

## Le but
rules-carolingi-aim-heading = Le but du jeu
rules-carolingi-aim-1 = Nous sommes en 830 et vous êtes l'un des petits-enfants de Charlemagne, les Carolingiens. Avec vos partisans (les cubes de votre couleur), vous prenez des pays aux rebelles et à vos rivaux, vous les développez, vous gagnez de la gloire et vous unifiez des régions. Après l'automne de l'année du cadran solaire, celui qui a le plus de points de victoire gagne, à moins que quelqu'un n'ait déclaré la paix avant.
rules-carolingi-aim-2 = La partie attend celui qui doit décider : touchez un pays, une carte ou une tuile marqués, puis le bouton qui nomme votre coup. L'ordinateur peut tenir une place.

## Mise en place
rules-carolingi-setup-heading = Mise en place
rules-carolingi-setup-1 = Le nombre de joueurs fixe les régions en jeu :
rules-carolingi-setup-2 =
    • 2 joueurs : Neustrie, Lotharingie et Saxe.
    • 3 joueurs : ajoutez la Bourgogne et l'Alémanie.
    • 4 joueurs : ajoutez l'Aquitaine.
    • 5 joueurs : ajoutez la Bavière.
    • 6 joueurs : ajoutez le Royaume des Lombards.
rules-carolingi-setup-3 = Chaque région en jeu a une forêt. Les palais sont tirés du sac : le premier tiré se dresse en Normandie, le deuxième en Ostphalie, les suivants dans le Comté de Bourgogne, à Toulouse, en Carantanie et en Tuscie, chacun avec cinq partisans de son propriétaire ; les cartes de ces patries quittent le jeu. Rien d'autre que les partisans de son propriétaire ne peut jamais entrer dans une patrie. Chaque autre pays non boisé reçoit une bande de rebelles. Quelques cartes Pays sont dans leurs zones régionales ; les autres forment l'Archivium, la pioche.
rules-carolingi-setup-4 = Votre cour compte 8 nobles, 8 leudes et 3 missi. La plupart des actions dépensent des missi (envoyés au loin, ou rendus à la cour comme leudes) ; un trophée est un leude posé sur votre piste de gloire. Vos tuiles actives : Influencer, Développer, Faire missi, Déplacer des troupes, Combattre et deux tuiles d'inaction. Bloquées au départ : Influencer •, Faire missi •, Déplacer des troupes •, Apaiser les rebelles • et Déclarer la paix • (lecture du site : la règle ne les nomme pas toutes).

## Une année
rules-carolingi-year-heading = Une année en quatre saisons
rules-carolingi-year-1 = Une année compte quatre saisons, à commencer par l'hiver. À chacune :
rules-carolingi-year-2 =
    • Échange (sauf en hiver) : une fois par an, vous pouvez sacrifier face cachée une tuile d'action active pour reprendre une de vos tuiles utilisées. Tous décident au début de la saison, en même temps et en secret (lecture du site de « annoncé avant que les autres … ne posent leurs tuiles »).
    • Pose : chacun pose deux tuiles actives face cachée sur le Scriptorium, dans n'importe quel ordre ; le sac est rempli dès que la dernière tuile est posée. Des tuiles d'inaction peuvent en être.
    • Tirage : ces tuiles et les tuiles Événement du Scriptorium vont dans le sac et en sortent une à une. Une tuile d'action est exécutée par son propriétaire (ou non) et reste sur le cercle des saisons jusqu'à la fin de l'année ; une tuile d'inaction revient à son propriétaire ; une tuile Événement fait piocher une carte de l'Archivium.
rules-carolingi-year-3 = Après l'automne, frère Hartmut ouvre une nouvelle année. À la fin de 830, la tuile Événement qui attendait sur l'an 831 rejoint le Scriptorium : une tuile Événement va dans le sac à chaque saison de 830, deux à partir de 831 (à 5-6 joueurs, deux puis trois). Les cartes Pays défaussées pendant l'année sont remélangées dans l'Archivium, avec la carte Famine à partir de la fin de 830 ; les cartes posées dans les zones y restent, et une carte Famine piochée revient chaque année (lecture du site). Toutes les tuiles reviennent, la cour plénière note les points, et les bandes de rebelles au-delà de trois dans un pays attendent sur l'Archivium, chacune repartant sur une carte Pays piochée plus tard.
rules-carolingi-year-4 = « Reprendre ma dernière action » annule une pose ou un choix d'échange tant que tous n'ont pas fait le leur, et une étape de votre propre action tant qu'elle n'est pas terminée.

## Majorités
rules-carolingi-majority-heading = Contrôle et pluralité
rules-carolingi-majority-1 =
    • Contrôle : plus de vos partisans dans un pays que de partisans des autres Carolingiens et de bandes de rebelles réunis. Une forêt n'est jamais contrôlée ; votre patrie l'est tant qu'un de vos partisans s'y trouve.
    • Pluralité : plus de partisans que chaque autre Carolingien et que les bandes de rebelles ; une égalité ne suffit pas. Les forêts comptent.
rules-carolingi-majority-2 = Seuls les partisans sur le plateau comptent, pas ceux sur les cartes Pays. Le contrôle rapporte les impôts et les points. Une liaison maritime en tirets rend deux pays adjacents.

## Actions
rules-carolingi-actions-heading = Les tuiles d'action
rules-carolingi-actions-1 = Quand votre tuile est tirée, exécutez-la étape par étape, puis appuyez sur « Terminer l'action » (tout de suite, pour ne rien faire).
rules-carolingi-actions-2 =
    • Influencer, au choix : a. jusqu'à trois missi vers votre patrie ; b. des missi sur des cartes des zones, sauf celles des pays qu'un autre Carolingien contrôle ; c. videz les cartes portant un de vos partisans sur leurs pays, bandes de rebelles comprises, et défaussez-les.
    • Développer, au choix : a. deux missi redeviennent leudes pour débloquer une tuile bloquée, utilisable dès la saison suivante ; b. jusqu'à trois pions de développement sur des pays que vous contrôlez, un missus chacun, deux par pays au plus, jamais en patrie ni en forêt.
    • Faire missi : vos impôts valent vos pays contrôlés plus leurs pions (votre patrie toujours 1, les forêts rien), au moins 3. Pour 1 impôt, un leude devient missus ou un noble leude ; pour 2, un noble devient missus.
    • Déplacer des troupes : depuis les pays que vous contrôliez au tirage de la tuile, ou des forêts, les partisans franchissent une frontière chacun, jamais vers une autre patrie. Chaque groupe allant d'un pays vers le même voisin coûte un missus (le premier partisan paie).
    • Combattre : là où vous avez la pluralité, un partisan de chaque couleur et une bande de rebelles partent, encore et encore, jusqu'à ce qu'il ne reste que les vôtres ; les partisans retournent à leur cour comme leudes. Vous pouvez ensuite réclamer un trophée par tuile Combattre : un leude sur votre piste de gloire, quatre au plus.
    • Apaiser les rebelles • : dans un pays, boisé ou non, où vous avez un partisan, sur place ou à côté, remplacez jusqu'à trois bandes de rebelles par des missi.

## Tuiles Événement
rules-carolingi-events-heading = Troubles et famine
rules-carolingi-events-1 =
    • Carte Pays : elle rejoint sa zone s'il y a de la place (une zone contient deux cartes de moins que sa région n'a de pays). Sinon, la région se soulève : chaque carte de la zone sans partisan reçoit une bande de rebelles, tout ce qui est sur les cartes de la zone passe sur les pays, ces cartes sont défaussées et la carte piochée prend la zone. Une bande amenée d'une carte dans une forêt (ici ou par Influencer c) en ajoute une dans chaque pays adjacent, jamais dans une patrie ; une forêt voisine ne la propage pas plus loin.
    • Carte Famine (dès 831) : un pays nourrit 1 partisan plus 1 par pion de développement, une patrie 3. Les partisans en trop rentrent comme leudes : celui qui a le plus de partisans sur place choisit lesquels, un par un (lecture du site : les bandes de rebelles n'entrent pas dans ce compte) ; en cas d'égalité en tête, un partisan de chaque couleur part à la fois. Les bandes de rebelles ne sont pas touchées. Chaque pays qui a perdu des partisans reçoit une bande de rebelles, sauf un pays où se trouve un palais.

## Points
rules-carolingi-scoring-heading = Conditions de victoire
rules-carolingi-scoring-1 =
    • Expansion, 1 point : vous contrôlez au moins six pays.
    • Développement, 1 point : au moins six pions de développement sur des pays que vous contrôlez.
    • Partisans, 1 point : au moins douze de vos partisans sur le plateau.
    • Gloire, 1 point : strictement plus de trophées que chacun des autres (au moins un), ou quatre.
    • Régions, 1 point chacune : vous contrôlez tous les pays de la région sauf sa forêt, et vous avez un partisan dans la forêt.
rules-carolingi-scoring-2 = Les points ne s'additionnent pas d'une année à l'autre : seul compte le plateau à la fin.

## Déclarer la paix
rules-carolingi-peace-heading = Déclarer la paix
rules-carolingi-peace-1 = Débloquez Déclarer la paix • avec Développer et posez-la avec une tuile d'inaction. Quand elle est tirée, vous pouvez jouer aussitôt une autre tuile d'action active (pas une débloquée cette saison) comme si elle était tirée ; puis on compte vos conditions de victoire.
rules-carolingi-peace-2 = Avec moins de trois conditions, la tuile est de nouveau bloquée et le jeu continue. Avec trois ou plus, le sac est révélé : s'il ne contient aucune autre tuile Déclarer la paix posée avec une tuile d'inaction, vous gagnez. Sinon, le reste est mis de côté et ces déclarations sont tirées, chacune avec sa tuile de plus ; si un seul déclarant a alors trois conditions, il gagne ; sinon, toutes sont rebloquées et le jeu continue.

## La fin
rules-carolingi-end-heading = La fin et le cadran solaire
rules-carolingi-end-1 = Le créateur de la partie place le cadran solaire sur une année de 830 à 839 (l'an 834 est recommandé) ; la partie s'achève juste après l'automne de cette année. Le plus de points l'emporte ; à égalité, départagez par le plus de partisans sur le plateau, puis le plus de pays contrôlés ; les joueurs encore à égalité partagent la victoire (lecture du site : la règle ne va pas plus loin). Après une déclaration de paix réussie, le déclarant gagne seul ; le site classe les autres comme au cadran solaire.
rules-carolingi-end-2 = Un joueur peut abandonner ; à trois joueurs ou plus, l'ordinateur tient alors sa place. Un joueur qui a abandonné ne gagne jamais et finit dernier : s'il était en tête, le meilleur des autres, dans le même ordre, l'emporte.

## Jeu avancé
rules-carolingi-advanced-heading = Jeu avancé
rules-carolingi-advanced-1 = Une option pour joueurs aguerris. Ni patries, ni forêts, ni bandes de rebelles au départ. Votre palais attend à la cour avec 8 leudes et 8 nobles ; 8 autres partisans forment deux piles de quatre. Il y a une carte Famine de moins que de joueurs ; une de plus entre à chaque fin d'année.
rules-carolingi-advanced-2 = À chacune des deux manches, la pile de chacun va dans le sac et des cartes Pays sont piochées jusqu'à ce qu'il soit vide. Une carte dont la région n'a pas encore de forêt fait de son pays la forêt ; sinon un partisan est tiré et son propriétaire choisit :
rules-carolingi-advanced-3 =
    • a. le mettre dans ce pays et défausser la carte, si aucun de vos partisans n'est dans un pays adjacent ;
    • b. en faire un missus ;
    • c. l'ajouter à un autre pays où vous avez des partisans ;
    • d. le poser sur une carte déjà dans une zone.
rules-carolingi-advanced-4 = Après b, c ou d, la carte va dans sa zone ; une fois l'Archivium vide, seuls b, c et d restent. Enfin les cartes sont mélangées, chaque pays avec une bande de rebelles en reçoit une autre, et chaque pays vide, forêts comprises (lecture du site de « tous les pays »), en reçoit une.
rules-carolingi-advanced-5 = Développer gagne l'option c, une fois par partie : pour trois missi, bâtissez votre palais dans un pays que vous contrôlez portant deux pions de développement, dans une région sans palais. Les pions sont rendus, les partisans des autres rentrent, vous chassez ses bandes de rebelles vers des pays adjacents, et sa carte quitte le jeu. Le palais vaut 1 point ; déclarer la paix l'exige en plus de trois autres conditions. D'ici là, pas d'Influencer a.

## Module
rules-carolingi-anarchy-heading = Module : Anarchie et rébellion
rules-carolingi-anarchy-1 = Avec cette option, deux cartes de plus rejoignent l'Archivium avec la première carte Famine ; une fois piochées, comme elle, elles y reviennent chaque année (lecture du site).
rules-carolingi-anarchy-2 =
    • Anarchie : une bande de rebelles dans chaque pays que personne ne contrôle, sauf forêts et patries (aucune bande n'entre jamais dans une patrie).
    • Rébellion : une bande de rebelles dans chaque pays développé qui compte moins de partisans, toutes couleurs réunies, qu'il n'en nourrit.

## Sablier
rules-carolingi-hourglass-heading = Sablier
rules-carolingi-hourglass-1 = Cette option limite le temps de pose des tuiles. Le créateur de la partie fixe un nombre d'heures (0 pour aucun) : quand la pose d'une saison s'ouvre, chaque joueur a ce nombre d'heures pour poser, jours de repos ou non ; les tuiles non posées à temps restent hors du sac. « Ne poser aucune (autre) tuile cette saison » arrête aussitôt. L'échange qui précède suit la cadence habituelle.
rules-carolingi-hourglass-2 = Une tuile Déclarer la paix restée sans sa tuile d'inaction échoue ; avec trois conditions, votre action de plus est même annulée.
