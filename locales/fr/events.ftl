## Événements : tournois, ligues et échelles (ticket 44).

nav-events = Tournois
events-title = Tournois et ligues
events-open = Inscriptions ouvertes
events-all = Tous les tournois
events-mine = Mes tournois
events-none = Aucun tournoi ici pour l'instant.
events-none-entered = Personne n'est encore inscrit.
events-create = Créer un tournoi
events-new-title = Un tournoi
events-name = Nom du tournoi
events-game = Jeu
events-seats = Joueurs par table
events-format = Formule
events-format-round-robin = Toutes rondes, toutes les parties à la fois
events-format-swiss = Système suisse
events-format-knock-out = Élimination directe
events-format-league = Ligue par saisons
events-format-ladder = Échelle
events-format-help = Seuls comptent les réglages de la formule choisie : les rondes pour un suisse ; la taille des divisions, les saisons, les montées et descentes pour une ligue ; la portée, les jours pour accepter et le refus pour une échelle. L'élimination directe et l'échelle se jouent à deux.
events-rounds = Rondes
events-division-size = Joueurs par division
events-seasons = Saisons
events-promoted = Montées par division
events-relegated = Descentes par division
events-reach = Un défi porte jusqu'à ce nombre de places au-dessus
events-accept-days = Jours pour accepter un défi
events-decline-loses = Refuser un défi le perd
events-yes = oui
events-no = non
events-time-control = Temps par coup
events-no-limit = Sans limite de temps
events-per-move = { $time } par coup
events-vacation-days = Jours de vacances permis
events-timeout-policy = Quand le temps d'un joueur est écoulé
events-timeout-loses = le joueur à court de temps perd
events-timeout-as-it-stands = la partie compte telle qu'elle était
events-vanished-policy = Un joueur qui ne joue plus
events-vanished-stay = reste inscrit et ses parties s'arrêtent au temps
events-vanished-withdraw-after = { $count ->
    [one] est retiré après une partie perdue au temps
   *[other] est retiré après { $count } parties perdues au temps
}
events-vanished-after = Parties perdues au temps avant le retrait
events-vanished-help = 0 garde un tel joueur inscrit.
events-rating-min = Classement minimum
events-rating-max = Classement maximum
events-any = aucun
events-registration-days = Jours d'ouverture des inscriptions
events-registration-closes = Fin des inscriptions
events-max-players = Joueurs au plus
events-start = Début
events-start-when-full = quand le tournoi est complet (annulé s'il ne l'est pas à la clôture des inscriptions)
events-start-at-time = à une heure fixée
events-start-in-hours = Heures d'ici au début fixé
events-scoring = Points
events-scoring-rule = 2 par joueur devancé, 1 par égalité ; une exemption compte comme une victoire
events-submit = Enregistrer le tournoi
events-created = Votre tournoi est ouvert aux inscriptions.
events-rules = Règlement
events-rules-changed = Le règlement a été modifié.
events-change-rules = Modifier le règlement
events-start-now = Commencer maintenant
events-started = Le tournoi a commencé.
events-cancel = Annuler le tournoi
events-cancelled = Le tournoi a été annulé.
events-phase-registering = Inscriptions ouvertes
events-phase-running = En cours
events-phase-finished = Terminé
events-phase-cancelled = Annulé
events-organizer = organisé par
events-winners = Gagné par
events-entrants = Joueurs
events-entrant-left = a quitté le tournoi
events-register = S'inscrire à ce tournoi
events-registered = Vous êtes inscrit.
events-withdraw = Se retirer de ce tournoi
events-withdrew = Vous vous êtes retiré.
events-withdraw-before-start = Vous retirer libère votre place ; vous ne pourrez plus vous inscrire à ce tournoi.
events-withdraw-consequence = Si vous vous retirez, vous ne pourrez plus vous inscrire. Vos parties à deux en cours sont perdues aussitôt ; les parties à trois ou plus continuent sans vous et vous classent dernier ; les résultats déjà joués restent ; vous n'êtes plus apparié.
events-rounds-title = Rondes et parties
events-round = Ronde { $round }
events-table = Table { $table }
events-game-link = la partie
events-result-playing = en cours
events-result-forfeit = (forfait)
events-result-timeout = (au temps)
events-byes = Exemptés :
events-standings = Classement
events-points-rule = Points : 2 par joueur devancé, 1 par égalité.
events-tie-breaks = Départages :
events-rank = Rang
events-player = Joueur
events-points = Points
events-games = Parties
events-tiebreak-buchholz = Buchholz
events-tiebreak-sonneborn-berger = Sonneborn-Berger
events-tiebreak-head-to-head = confrontation directe
events-tiebreak-game-score = points de partie
events-tiebreak-champion = vainqueur
events-tiebreak-round-reached = tour atteint
events-tiebreak-rung = échelon
events-tiebreak-short-buchholz = BH
events-tiebreak-short-sonneborn-berger = SB
events-tiebreak-short-head-to-head = CD
events-tiebreak-short-game-score = PP
events-tiebreak-short-champion = V
events-tiebreak-short-round-reached = T
events-tiebreak-short-rung = Éch
events-played-for = Jouée pour le tournoi
events-not-organizer = Seul l'organisateur du tournoi peut faire cela.
events-unknown-game = Ce jeu n'existe pas.
events-bad-seats = Ce jeu ne se joue pas à ce nombre de joueurs par table.
events-bad-time-control = Ce temps par coup n'est pas proposé.
events-bad-name = Un tournoi a besoin d'un nom de 100 caractères au plus.
events-no-such-player = Il n'y a pas de joueur de ce nom.
events-stale = Quelqu'un d'autre a modifié le tournoi au même moment. Regardez de nouveau, puis réessayez.
limit-events = Vous avez créé beaucoup de tournois aujourd'hui. Attendez un peu avant d'en créer un autre.

## Ce qu'un tournoi refuse, et pourquoi : rien n'a changé.

event-refusal-not-created = Ce tournoi n'existe pas encore.
event-refusal-already-created = Ce tournoi existe déjà.
event-refusal-event-over = Ce tournoi est terminé.
event-refusal-invalid-rules = Ce règlement ne peut pas faire un tournoi : vérifiez les réglages de la formule, les bornes de classement, le nombre de joueurs et le début.
event-refusal-rules-fixed-after-start = Le règlement ne peut plus changer une fois le tournoi commencé : chacun joue selon le règlement sous lequel il s'est inscrit.
event-refusal-rules-exclude-entrants = Ce règlement exclurait des joueurs déjà inscrits.
event-refusal-registration-closed = Les inscriptions à ce tournoi sont closes.
event-refusal-event-full = Ce tournoi est complet.
event-refusal-already-entered = Vous êtes déjà inscrit à ce tournoi.
event-refusal-left-already = Vous avez quitté ce tournoi et ne pouvez plus vous y inscrire.
event-refusal-rating-out-of-bounds = Votre classement est hors des bornes de ce tournoi.
event-refusal-not-entered = Vous ne jouez pas dans ce tournoi.
event-refusal-not-started = Ce tournoi n'a pas encore commencé.
event-refusal-already-started = Ce tournoi a déjà commencé.
event-refusal-too-early-to-start = Ce tournoi commence plus tard, à l'heure fixée.
event-refusal-starts-when-full = Ce tournoi commence de lui-même quand il est complet.
event-refusal-round-still-running = Les parties de la ronde en cours ne sont pas toutes finies : la ronde suivante sera appariée quand elles le seront.
event-refusal-no-rounds-left = Toutes les rondes de ce tournoi ont été appariées.
event-refusal-wrong-format = La formule de ce tournoi ne prévoit pas cela.
event-refusal-no-such-table = Ce tournoi n'a pas cette table.
event-refusal-result-already-recorded = Cette table a déjà son résultat.
event-refusal-malformed-result = Ce résultat ne correspond pas aux joueurs de la table.
event-refusal-challenge-self = Personne ne peut se défier soi-même.
event-refusal-out-of-reach = Ce joueur n'est pas au-dessus de vous à portée de défi.
event-refusal-challenge-pending = L'un de vous a déjà un défi en cours.
event-refusal-blocked-pair = Ces deux joueurs ne peuvent pas jouer ensemble.
event-refusal-no-such-challenge = Ce défi n'existe pas ou n'est plus ouvert.
event-refusal-not-your-challenge = Seul le joueur défié peut répondre à ce défi.
event-refusal-challenge-lapsed = Ce défi a expiré.
event-refusal-games-still-running = Des parties de ce tournoi sont encore en cours.

## Défis de l'échelle
events-challenges = Défis
events-you-may-challenge = Vous pouvez défier un joueur au-dessus de vous :
events-challenge = Défier
events-rung = échelon
events-no-challenges = Pas encore de défi.
events-challenge-answer-by = ouvert, réponse attendue avant le
events-challenge-expired = expiré sans réponse
events-challenge-accepted = accepté : la partie figure dans les rondes ci-dessous
events-challenge-declined = refusé
events-challenge-accept = Accepter
events-challenge-decline = Refuser
events-challenged = Votre défi est envoyé.
events-challenge-you-accepted = Vous avez accepté : votre partie a commencé.
events-challenge-you-declined = Vous avez refusé le défi.
events-close-ladder = Clore l'échelle (l'échelon du haut gagne)
events-closed = L'échelle est close.
events-export = Télécharger le journal du tournoi (un fichier que scriptorium verify vérifie)
events-cancelled-by-organizer = L'organisateur a annulé le tournoi ; ses parties en cours ont été annulées avec lui (sans classement).
events-cancelled-too-few-players = Trop peu de joueurs étaient inscrits au départ pour former une seule table.
events-cancelled-never-filled = Les inscriptions ont fermé avant que le tournoi soit complet : il n'a jamais commencé. Aucun classement n'a changé.
events-cancelled-by-moderators = Les modérateurs du site ont annulé le tournoi ; ses parties en cours ont été annulées avec lui (sans classement).
events-vanished-computer = à son premier dépassement de temps, l'ordinateur prend sa place et joue pour lui jusqu'à son retour (ou jusqu'à ce qu'un remplaçant reprenne la place) ; la partie compte alors selon la règle du temps dépassé
events-computer-seat = À la place, l'ordinateur prend la place d'un joueur dont le temps est écoulé
events-moderators = Modération
events-moderators-cancel = Annuler le tournoi (modération)
events-moderators-cancel-hint = Ses parties en cours sont annulées avec lui, sans classement. La raison est inscrite au journal de modération.
events-moderators-username = Nom d'utilisateur du joueur
events-moderators-remove-named = Retirer ce joueur du tournoi
events-moderators-remove-hint = Un joueur retiré est traité comme s'il s'était désisté : ses parties à deux en cours sont perdues aussitôt, les résultats déjà joués restent. La raison est inscrite au journal de modération.
events-projection-both = Fin prévue vers le { $expected } ; vers le { $slow } si chaque coup prend tout son temps.
events-projection-slow = Si chaque coup prend tout son temps, fin prévue vers le { $slow }.
events-projection-how = Estimée d'après les pendules : le temps par coup, l'avancement de chaque partie par rapport à une partie typique de son jeu, les rondes qui restent et les congés permis. Les jours de repos des joueurs ne sont pas comptés.

## La page d'un grand tournoi et ses listes complètes (ticket 44)
events-you = (vous)
events-your-table = votre table
events-your-bye = Vous êtes exempté de cette ronde.
events-lines-left-out = …
events-all-standings = Tout le classement ({ $count ->
    [one] un joueur
   *[other] { $count } joueurs
})
events-all-tables = Les { $count } tables de la ronde { $round }
events-byes-counted = { $count } joueurs sont exemptés de la ronde { $round } : voir la page de la ronde
events-round-tables = { $count ->
    [one] une table
   *[other] { $count } tables
}
events-entrants-first = { $count } joueurs se sont inscrits ; les premiers inscrits :
events-all-entrants = Les { $count } joueurs
events-standings-of = Classement : { $count ->
    [one] un joueur
   *[other] { $count } joueurs
}
events-entrants-of = Joueurs : { $count ->
    [one] un inscrit
   *[other] { $count } inscrits
}
events-back-to-event = Retour au tournoi
events-page-of = Page { $page } sur { $pages }
events-page-previous = Page précédente
events-page-next = Page suivante
events-find-me = Où suis-je ?
events-no-such-page = Cette liste n'a pas cette page.
events-list-pages = { $pages ->
    [one] Elle a une page.
   *[other] Elle a { $pages } pages.
}
events-no-such-round = Ce tournoi n'a pas cette ronde.
