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

## Names: countries, regions, tiles, players
carolingi-country = { $country ->
    [normandie] Normandie
    [ile_de_france] Île-de-France
    [champagne] Champagne
    [anjou] Anjou
    [berry] Berry
    [frise] Frise
    [flandre] Flandre
    [basse_lotharingie] Basse-Lotharingie
    [haute_lotharingie] Haute-Lotharingie
    [nordalbingie] Nordalbingie
    [westphalie] Westphalie
    [ostphalie] Ostphalie
    [hesse] Hesse
    [thuringe] Thuringe
    [duche_bourgogne] Duché de Bourgogne
    [comte_bourgogne] Comté de Bourgogne
    [haute_provence] Haute Provence
    [franconie] Franconie
    [souabe] Souabe
    [rhetie] Rhétie
    [poitou] Poitou
    [auvergne] Auvergne
    [perigord] Périgord
    [toulouse] Toulouse
    [gascogne] Gascogne
    [nordgau] Nordgau
    [baviere_centre] Bavière (Baiern)
    [ostmark] Ostmark
    [carantanie] Carantanie
    [pannonie] Pannonie
    [lombardie_occ] Lombardie occidentale
    [lombardie_or] Lombardie orientale
    [frioul] Frioul
    [tuscie] Tuscie
    [spolete] Spolète
   *[corse] Corse
}
carolingi-region = { $region ->
    [neustria] Neustrie
    [lotharingia] Lotharingie
    [saxony] Saxe
    [burgundy] Bourgogne
    [alemannia] Alémanie
    [aquitaine] Aquitaine
    [bavaria] Bavière
   *[lombards] Royaume des Lombards
}
carolingi-tile = { $kind ->
    [influence] Influencer
    [develop] Développer
    [make-missi] Faire missi
    [move-troops] Déplacer des troupes
    [fight] Combattre
    [pacify-rebels] Apaiser les rebelles
    [declare-peace] Déclarer la paix
    [inaction] Inaction
   *[unknown] ?
}{ $dotted ->
    [yes] { " •" }
   *[no] {""}
}
carolingi-player = { $player }
carolingi-together = { $first } & { $rest }
carolingi-nobody = {""}
carolingi-player-country = { $player }: { $country }
carolingi-player-takes = { $player } ← { $tile }
carolingi-sheet-line = { $player } { $points } pt

## Actions
carolingi-action-keep-tiles = N'échanger aucune tuile cette saison
carolingi-action-exchange-tile = Sacrifier { $give } (face cachée) pour reprendre { $take }
carolingi-action-place-tile = Placer la tuile { $tile } face cachée sur le Scriptorium
carolingi-action-end-action = Terminer cette action
carolingi-action-skip-tile = Ne rien faire de cette tuile
carolingi-action-missus-home = Influencer : envoyer un missus à votre patrie
carolingi-action-missus-to-card = Influencer : placer un missus sur la carte { $country }
carolingi-action-transfer-card = Influencer : transférer tout ce qui est sur la carte { $country } vers le pays
carolingi-action-unlock-tile = Développer : débloquer { $tile } (2 missi redeviennent leudes)
carolingi-action-develop = Développer : un pion de développement en { $country } ({ $now } → { $after }), pour un missus
carolingi-with-taxes = { $what } — reste { $left } impôts
carolingi-promote-leude = Faire missus un leude (1 impôt)
carolingi-call-noble = Appeler un noble à la cour comme leude (1 impôt)
carolingi-promote-noble = Faire missus un noble (2 impôts)
carolingi-action-move-partisan-new-group = Déplacer un partisan de { $from } vers { $to } (nouveau groupe, coûte un missus)
carolingi-action-move-partisan-joins = Déplacer un partisan de { $from } vers { $to } (rejoint le groupe, gratuit)
carolingi-action-fight = Combattre en { $country } : vous perdez { $own }, { $enemies } partisans adverses et { $rebels } bandes de rebelles sont retirés
carolingi-action-claim-trophy = Réclamer un trophée (un leude sur la piste de gloire)
carolingi-action-pacify = Apaiser : remplacer une bande de rebelles en { $country } par un missus
carolingi-action-extra-tile = Déclarer la paix : jouer { $tile } immédiatement
carolingi-action-skip-extra-tile = Déclarer la paix : ne jouer aucune tuile supplémentaire
carolingi-action-famine-remove = Famine en { $place } : un partisan du joueur { $number } s'en va
carolingi-action-pass-placement = Ne poser aucune (autre) tuile cette saison (les tuiles non posées restent hors du sac)
carolingi-action-claim-homeland = Développer c : construire votre palais en { $country } (3 missi à la cour, les deux pions rendus ; les autres partent)
carolingi-action-expel-rebel = Chasser une bande de rebelles de votre nouvelle patrie vers { $country }
carolingi-action-setup-on-country = a. Placer le partisan en { $country } et défausser sa carte
carolingi-action-setup-missus = b. Faire du partisan un missus (la carte va dans sa zone)
carolingi-action-setup-join-country = c. Ajouter le partisan à vos partisans en { $country } (la carte va dans sa zone)
carolingi-action-setup-on-card = d. Placer le partisan sur la carte { $country } (la carte piochée va dans sa zone)

## History
carolingi-event-homelands = Palais tirés — { $palaces }
carolingi-event-deck-shuffled = L'Archivium est mélangé : { $size } cartes
carolingi-event-deck-shuffled-famine = L'Archivium est mélangé : { $size } cartes, carte Famine incluse
carolingi-event-season = { $season ->
    [winter] Hiver
    [spring] Printemps
    [summer] Été
   *[autumn] Automne
} { $year } commence
carolingi-event-season-exchanges = { $season ->
    [winter] Hiver
    [spring] Printemps
    [summer] Été
   *[autumn] Automne
} { $year } commence — échanges de tuiles d'abord
carolingi-event-keeps-tiles = { $player } garde ses tuiles
carolingi-event-exchange = { $player } sacrifie { $give } pour { $take }
carolingi-event-exchange-decided = { $player } a décidé d'un échange
carolingi-event-no-exchange = Personne n'échange de tuile
carolingi-event-exchanges = Échanges : { $exchanges }
carolingi-event-tile-placed-seen = { $player } place la tuile { $tile } face cachée
carolingi-event-tile-placed = { $player } place une tuile face cachée
carolingi-event-bag-filled = { $tiles } tuiles vont dans le sac
carolingi-event-event-drawn = Une tuile Événement est tirée
carolingi-event-tile-drawn = La tuile { $tile } de { $player } est tirée
carolingi-event-action-ended = { $player } termine l'action { $tile }
carolingi-event-action-skipped = { $player } ne joue pas sa tuile { $tile }
carolingi-event-missus-home = { $player } envoie un missus à sa patrie
carolingi-event-missus-to-card = { $player } place un missus sur la carte { $country }
carolingi-event-card-transferred = { $player } transfère les pièces de la carte { $country } vers le pays
carolingi-event-tile-unlocked-seen = { $player } débloque { $tile }
carolingi-event-tile-unlocked = { $player } débloque une tuile
carolingi-event-developed = { $player } développe { $country }
carolingi-event-leude-promoted = { $player } fait missus un leude
carolingi-event-noble-called = { $player } appelle un noble à la cour
carolingi-event-noble-promoted = { $player } fait missus un noble
carolingi-event-partisan-moved = { $player } déplace un partisan de { $from } vers { $to }
carolingi-event-partisan-moved-new-group = { $player } déplace un partisan de { $from } vers { $to } (un missus retourne à la cour)
carolingi-event-battle = { $player } combat en { $country } : { $lost } partisans et { $rebels } bandes de rebelles retirés
carolingi-event-trophy = { $player } réclame un trophée
carolingi-event-pacified = { $player } apaise une bande de rebelles en { $country }
carolingi-event-extra-tile = { $player } joue { $tile } immédiatement
carolingi-event-extra-tile-skipped = { $player } ne joue pas de tuile supplémentaire
carolingi-event-famine-card = L'Archivium révèle une famine
carolingi-event-country-card = L'Archivium révèle { $country }
carolingi-event-anarchy = L'Archivium révèle l'Anarchie : une bande de rebelles dans chaque pays sans contrôle carolingien (sauf les forêts)
carolingi-event-rebellion = L'Archivium révèle la Rébellion : une bande de rebelles partout où les partisans sont moins nombreux que la capacité
carolingi-event-deck-empty = L'Archivium est vide : rien ne se passe
carolingi-event-zone-overflowed = La zone { $region } est pleine : ses cartes sont vidées sur le plateau
carolingi-event-famine-losses = Famine en { $country } : { $lost } partisans retournent à la cour
carolingi-event-famine-partisan = Famine en { $country } : un partisan de { $player } s'en va
carolingi-event-famine-ended = La famine s'achève ; des rebelles se lèvent en : { $countries }
carolingi-event-extra-action-cancelled = { $player } n'a pas placé de tuile d'inaction avec Déclarer la paix : l'action supplémentaire est annulée
carolingi-event-declaration-failed = La déclaration de paix de { $player } échoue ({ $points } conditions)
carolingi-event-bag-revealed = Le sac est révélé : { $tiles } tuiles
carolingi-event-peace-contest = D'autres déclarations de paix sont dans le sac : elles sont tirées d'abord
carolingi-event-declarations-failed = Aucun Carolingien ne l'emporte seul : les déclarations de { $players } échouent
carolingi-event-peace-declared = { $player } déclare la paix et l'emporte
carolingi-event-year-ended = Frère Hartmut ouvre l'année { $year }
carolingi-event-plenary-court = Cour plénière : { $sheets }
carolingi-event-rebels-to-archivium = { $count } bandes de rebelles excédentaires vont à l'Archivium
carolingi-event-game-ended = L'année du cadran solaire s'achève : { $sheets } — victoire de { $winners }
carolingi-event-placement-passed = { $player } ne pose plus de tuile cette saison
carolingi-event-homeland-claimed = { $player } construit son palais en { $country } : c'est désormais sa patrie
carolingi-event-rebel-expelled = Le palais de { $player } chasse une bande de rebelles vers { $country }
carolingi-event-setup-round = Manche de mise en place { $round } : chacun met quatre partisans dans le sac
carolingi-event-forest = { $country } devient la forêt de sa région
carolingi-event-setup-drawn = { $country } est piochée avec un partisan de { $player }
carolingi-event-setup-drawn-empty = L'Archivium est vide ; un partisan de { $player } est tiré
carolingi-event-setup-on-country = { $player } place le partisan sur le pays pioché
carolingi-event-setup-missus = { $player } fait du partisan un missus
carolingi-event-setup-join-country = { $player } ajoute le partisan en { $country }
carolingi-event-setup-on-card = { $player } place le partisan sur la carte { $country }
carolingi-event-setup-rebellion = Rébellions : une bande de plus là où il y en a, une bande là où il n'y a personne
carolingi-event-module-cards = Les cartes Anarchie et Rébellion rejoignent l'Archivium
carolingi-event-rebels-rose = { $count } nouvelles bandes de rebelles : { $countries }

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

## Board
carolingi-board-nobody = personne
carolingi-board-the-card-of = la carte de
carolingi-board-the-court = la cour
carolingi-board-a-trophy = un trophée
carolingi-board-text = {" :"}
carolingi-board-missi-sent-to-the-homeland = Missi envoyés à la patrie :
carolingi-board-missi-put-on-cards = Missi posés sur des cartes :
carolingi-board-cards-transferred = Cartes transférées :
carolingi-board-choose-a-b-or-c = Choisissez a, b ou c.
carolingi-board-development-markers-placed = Pions de développement posés :
carolingi-board-taxes-left-to-spend = Impôts restant à dépenser :
carolingi-board-troops-may-leave = Les troupes peuvent partir de :
carolingi-board-battle-fought = Bataille livrée :
carolingi-board-trophy-claimed = trophée réclamé :
carolingi-board-pacifying = Apaisement de
carolingi-board-yes = oui
carolingi-board-no = non
carolingi-board-seat = Place
carolingi-board-winter = Hiver
carolingi-board-spring = Printemps
carolingi-board-summer = Été
carolingi-board-autumn = Automne
carolingi-board-famine = Famine
carolingi-board-anarchy = Anarchie
carolingi-board-rebellion = Rébellion
carolingi-board-rebel-bands = bandes de rebelles
carolingi-board-development = développement
carolingi-board-forest = forêt
carolingi-board-palace-of = palais de
carolingi-board-annals = Annales
carolingi-board-sundial-the-last-year-of-the = cadran solaire : dernière année de la partie
carolingi-board-hartmut-s-event-tile-for-831 = La tuile Événement de 831 d'Hartmut attend sur les Annales.
carolingi-board-victory-conditions-now = Conditions de victoire actuelles
carolingi-board-last-plenary-court = Dernière cour plénière
carolingi-board-the-game-ends-after-the-autumn = la partie finit après l'automne
carolingi-board-exchange-window-each-carolingian-may-sacrifice = Fenêtre d'échange : chaque Carolingien peut sacrifier une tuile active pour reprendre une tuile utilisée. Doivent encore décider :
carolingi-board-everybody-places-two-tiles-face-down = Chacun pose deux tuiles face cachée sur le Scriptorium, sans ordre ; le sac est tiré dès que le dernier a posé.
carolingi-board-drawn-from-the-bag = Tirée du sac :
carolingi-board-carried-out-by = exécutée par
carolingi-board-declares-peace-and-may-play-one = déclare la paix et peut jouer tout de suite une autre tuile active.
carolingi-board-famine-countries-still-over-their-capacity = Famine ! Pays encore au-delà de leur capacité (1 + développement, 3 dans une patrie) :
carolingi-board-won-by = Victoire de
carolingi-board-declared-peace-successfully = a déclaré la paix avec succès.
carolingi-board-action-boards = Plateaux d'action
carolingi-board-you = vous
carolingi-board-to-decide = doit décider
carolingi-board-palace-in = Palais en
carolingi-board-trophies = Trophées
carolingi-board-active-tiles = tuiles actives
carolingi-board-locked = bloquées
carolingi-board-placed-this-season = posées cette saison
carolingi-board-used-face-up = Utilisées (face visible) :
carolingi-board-exchange-space = Case d'échange :
carolingi-board-taken-this-year = prise cette année
carolingi-board-free = libre
carolingi-board-tile-s-placed-face-down = tuile(s) posée(s), face cachée
carolingi-board-last-move-dashed-outline = Dernier coup (contour en tirets) :
carolingi-board-development-marker = pion de développement
carolingi-board-forest-never-controlled = forêt (jamais contrôlée)
carolingi-board-palace-homeland = palais (patrie)
carolingi-board-its-card-lies-in-the-regional = sa carte est dans la zone régionale
carolingi-board-land-border = frontière
carolingi-board-sea-link = liaison maritime
carolingi-board-out-of-play = hors jeu
carolingi-board-map-of-the-frankish-realm = Carte du royaume franc
carolingi-board-your-tiles = Vos tuiles
carolingi-board-your-exchange-secret-until-all-have = Votre échange (secret jusqu'à ce que tous aient choisi) :
carolingi-board-you-keep-your-tiles-this-time = Vous gardez vos tuiles cette fois.
carolingi-board-tiles-placed-this-season-face-down = Tuiles posées cette saison (face cachée ; dans le sac quand tous ont posé) :
carolingi-board-nothing-placed = rien de posé
carolingi-board-event-tiles-waiting-on-the-scriptorium = Tuiles Événement sur le Scriptorium :
carolingi-board-the-bag = Le sac
carolingi-board-event-tiles = tuiles Événement
carolingi-board-cards-in-the-deck = Cartes dans la pioche :
carolingi-board-famine-cards-beside-the-board = Cartes Famine à côté du plateau :
carolingi-board-rebel-bands-on-the-archivium = Bandes de rebelles sur l'Archivium :
carolingi-board-discarded = Défausse :
carolingi-board-supply-rebel-bands = Réserve : bandes de rebelles
carolingi-board-development-markers = pions de développement
carolingi-board-circle-of-seasons = Cercle des saisons
carolingi-board-season = Saison
carolingi-board-no-tile-drawn-yet-this-year = Aucune tuile tirée cette année.
carolingi-board-tiles-drawn-this-year-face-up = Tuiles tirées cette année (face visible) :
carolingi-board-player = Joueur
carolingi-board-at-least-6-controlled-countries = au moins 6 pays contrôlés
carolingi-board-expansion = Expansion
carolingi-board-at-least-6-development-markers-on = au moins 6 pions de développement sur des pays contrôlés
carolingi-board-development-2 = Développement
carolingi-board-at-least-12-partisans-on-the = au moins 12 partisans sur le plateau
carolingi-board-partisans = Partisans
carolingi-board-strictly-the-most-trophies-or-four = strictement le plus de trophées, ou quatre
carolingi-board-glory = Gloire
carolingi-board-regions = Régions
carolingi-board-points = Points
carolingi-board-regional-zones = Zones régionales
carolingi-board-last-move = dernier coup
carolingi-board-empty = vide
carolingi-group-keep-tiles = Garder vos tuiles
carolingi-group-exchange-tile = Échanger une tuile
carolingi-group-place-tile = Poser une tuile sur le Scriptorium
carolingi-group-end-action = Terminer l'action
carolingi-group-send-missus-home = Influencer : un missus vers la patrie
carolingi-group-send-missus-to-card = Influencer : un missus sur une carte
carolingi-group-transfer-card = Influencer : transférer une carte
carolingi-group-unlock-tile = Développer : débloquer une tuile
carolingi-group-place-development = Développer : un pion de développement
carolingi-group-promote-leude = Faire missi : un leude devient missus
carolingi-group-call-noble = Faire missi : appeler un noble à la cour
carolingi-group-promote-noble = Faire missi : un noble devient missus
carolingi-group-move-partisan = Déplacer des troupes : un partisan
carolingi-group-fight-in = Combattre : bataille dans un pays
carolingi-group-claim-trophy = Combattre : réclamer un trophée
carolingi-group-pacify-rebel = Apaiser : remplacer une bande de rebelles
carolingi-group-play-extra-tile = Déclarer la paix : jouer une tuile de plus
carolingi-group-skip-extra-tile = Déclarer la paix : pas de tuile de plus
carolingi-group-famine-remove = Famine : qui quitte le pays
carolingi-board-last-placed = { $who } a posé sa tuile { $nth } de la saison face cachée sur le Scriptorium
carolingi-board-last-exchange-chosen = { $who } a fait son choix d'échange (secret jusqu'à ce que tous aient choisi)
carolingi-board-last-exchange-revealed = { $who } a fait le dernier choix d'échange ; ont échangé : { $exchanged }
carolingi-pick-country = Touchez un pays marqué sur la carte.
carolingi-pick-card = Touchez une carte marquée dans les zones régionales.
carolingi-pick-tile = Choisissez une de vos tuiles (ici, ou sur votre plateau d'action).
carolingi-tiles-active = Dans votre rainure (actives)
carolingi-tiles-placed = Posées face cachée
carolingi-tiles-locked = Bloquées
carolingi-tiles-used = Sur le cercle des saisons
carolingi-tiles-exchanged = Sacrifiées sur la case d'échange
carolingi-tiles-declaring = Déclaration de paix
carolingi-colour-red = rouge
carolingi-colour-blue = bleu
carolingi-colour-yellow = jaune
carolingi-colour-green = vert
carolingi-colour-purple = violet
carolingi-colour-white = blanc
