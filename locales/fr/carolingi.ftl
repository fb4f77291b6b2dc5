# Carolingi: what the rules say to players.

## Options a game is created with
carolingi-option-sundial-year = Dernière année (cadran solaire)
carolingi-option-sundial-year-help = La partie s'achève à la fin de l'automne de cette année, sauf si quelqu'un déclare la paix avant. L'an 834 est recommandé.
carolingi-option-advanced = Jeu avancé (joueurs aguerris)
carolingi-option-advanced-help = Les partisans sont placés en manches de mise en place, les forêts viennent de la première carte de chaque région, les palais se construisent en cours de partie (Développer c) et valent 1 point ; déclarer la paix exige un palais et 3 autres conditions ; une carte Famine de moins que de joueurs.
carolingi-option-anarchy-module = Module : Anarchie et rébellion
carolingi-option-anarchy-module-help = Les cartes Anarchie et Rébellion sont mélangées à la pioche de l'Archivium avec la première carte Famine au début de la deuxième année.
carolingi-option-hourglass-hours = Sablier (heures)
carolingi-option-hourglass-hours-help = Heures dont chacun dispose pour poser ses tuiles à chaque saison (0 = pas de sablier). Les tuiles non posées à temps ne sont pas mises dans le sac.

## Refusals: why a move is not allowed
carolingi-error-seat-count = Carolingi se joue de 2 à 6 joueurs
carolingi-error-sundial-year = le cadran solaire doit se trouver sur une année de 830 à 839
carolingi-error-game-over = la partie est terminée
carolingi-error-not-your-decision = vous n'avez pas de décision à prendre maintenant
carolingi-error-wrong-moment = ce n'est pas possible à ce moment de la partie
carolingi-error-tile-not-active = vous n'avez pas cette tuile parmi vos tuiles actives
carolingi-error-already-placed = vous avez déjà placé vos deux tuiles cette saison
carolingi-error-peace-needs-inaction = la tuile Déclarer la paix doit être placée avec une tuile d'inaction
carolingi-error-bad-exchange = vous ne pouvez échanger qu'une tuile d'action active contre une de vos tuiles du cercle des saisons
carolingi-error-no-missi = vous n'avez plus de missus
carolingi-error-no-leudes = vous n'avez plus de leude
carolingi-error-no-nobiles = vous n'avez plus de noble
carolingi-error-not-enough-taxes = vos impôts ne suffisent pas
carolingi-error-other-influence-chosen = l'action choisie plus tôt avec cette tuile ne le permet pas
carolingi-error-homeland-limit = vous pouvez envoyer au plus trois missi à votre patrie
carolingi-error-card-not-in-zone = cette carte Pays n'est pas dans une zone régionale
carolingi-error-controlled-by-another = un autre Carolingien contrôle ce pays
carolingi-error-no-partisan-on-card = vous n'avez pas de partisan sur cette carte
carolingi-error-cannot-unlock = cette tuile n'est pas parmi vos tuiles inactives, ou il vous faut deux missi pour la débloquer
carolingi-error-not-controlled = vous ne contrôlez un pays que si vous y avez plus de partisans que tous les autres et les rebelles réunis, et jamais une forêt
carolingi-error-not-developable = aucun pion de développement ne peut y aller (palais, forêt, ou déjà deux pions)
carolingi-error-development-limit = au plus trois pions de développement par action, pris dans la réserve
carolingi-error-not-a-source = vos troupes ne peuvent partir que des pays contrôlés au début de l'action, ou des forêts
carolingi-error-not-adjacent = ces pays ne sont pas adjacents
carolingi-error-other-homeland = aucun partisan ne peut entrer dans la patrie d'un autre Carolingien
carolingi-error-no-movable-partisan = tous vos partisans de ce pays ont déjà franchi une frontière pendant cette action
carolingi-error-no-plurality = il vous faut plus de partisans que chaque autre Carolingien et que les bandes de rebelles
carolingi-error-nothing-to-fight = il n'y a personne à combattre ici
carolingi-error-trophy-unavailable = un seul trophée par tuile Combattre, après une bataille, avec un leude, quatre au plus
carolingi-error-no-rebels = il n'y a pas de bande de rebelles ici
carolingi-error-not-near = il vous faut un partisan dans ce pays ou dans un pays adjacent
carolingi-error-pacify-limit = vous apaisez un seul pays par action, trois bandes au plus
carolingi-error-cannot-play-tile = cette tuile ne peut pas être jouée maintenant
carolingi-error-no-such-partisan = ce Carolingien n'a pas de partisan dans ce pays
carolingi-error-hourglass-hours = le sablier permet au plus 168 heures
carolingi-error-cannot-claim-homeland = un palais exige le jeu avancé, pas encore de patrie, trois missi, et un pays contrôlé avec deux pions de développement dans une région sans palais
carolingi-error-cannot-expel = les bandes de rebelles partent vers un pays adjacent à la nouvelle patrie, jamais vers une autre patrie
carolingi-error-partisan-next-door = l'option a exige qu'aucun de vos partisans ne soit dans les pays adjacents au pays de la carte piochée (et une carte piochée)
carolingi-error-no-partisans-there = l'option c exige un autre pays où vous avez déjà des partisans
carolingi-error-no-such-card = l'option d exige une carte Pays déjà dans une zone régionale
carolingi-error-placement-over = vous avez cessé de poser des tuiles cette saison
