# Scriptorium: the service's pages, forms and mail.
# Identifiers are shared by every language; each file holds the same ones.

## This language, by its own name (the language menu lists it so)
language-name = Français

## Comment cette langue écrit une date et une heure (chrono strftime : %d jour, %m mois, %Y année, %H:%M heure, %Z fuseau)
date-time-pattern = %d/%m/%Y %H:%M %Z
date-pattern = %d/%m/%Y

## Navigation and layout
app-name = Scriptorium
app-description = Des jeux de plateau joués lentement : un coup par jour, par courriel et sur votre téléphone.
offline-title = Vous êtes hors ligne
offline-explain = Scriptorium est injoignable pour le moment. Vos parties sont en sécurité sur le serveur : revenez quand votre connexion sera rétablie.
offline-retry = Réessayer
app-tagline = Jeux de plateau par correspondance, à votre rythme.
nav-label = Site
nav-menu = Menu
nav-lobby = Salon
nav-my-games = Mes parties
nav-settings = Réglages
nav-login = Connexion
nav-signup = Inscription
nav-logout = Déconnexion
nav-mail = Courrier local
nav-skip = Aller au contenu

## Accounts
account-email-confirmed = Votre adresse est confirmée.
account-email-link-sent = Un nouveau lien part vers votre adresse.
account-email-change-sent = Un lien est parti vers la nouvelle adresse : la vôtre change quand vous l'utilisez. Votre adresse actuelle a été prévenue.
account-deleted = Votre compte est supprimé. Les parties terminées montrent votre place comme « former player ».
account-confirm-email-title = Confirmer votre adresse
account-confirm-email-text = Utiliser cette adresse pour votre compte Scriptorium :
account-confirm-email-button = Confirmer cette adresse
settings-email-title = Adresse électronique
settings-email-verified = confirmée
settings-email-unverified = pas encore confirmée : aucun courriel de partie ne lui est envoyé avant que vous n'utilisiez le lien envoyé.
settings-email-resend = Renvoyer le lien
settings-email-new = Nouvelle adresse
settings-email-change = Changer d'adresse
settings-email-change-help = Un lien part vers la nouvelle adresse ; rien ne change avant qu'il serve. Votre adresse actuelle est prévenue.
settings-data-title = Vos données
settings-data-download = Télécharger tout ce que nous savons de vous (JSON)
settings-delete-title = Supprimer mon compte
settings-delete-help = Votre compte, vos sessions, jetons, messages, notes et classements disparaissent. Les parties terminées gardent votre place sous le nom « former player » ; dans les parties en cours l'ordinateur joue votre place ; les parties ouvertes que vous avez créées sont annulées.
settings-delete-understood = Je comprends que c'est définitif.
settings-delete-button = Supprimer définitivement mon compte
limit-email-links = Trop de liens d'adresse pour l'instant : patientez un peu.
account-email-link-invalid = Ce lien n'est pas (ou plus) valable : il a servi, a été remplacé par un plus récent, a pris fin avec un changement de mot de passe, ou est trop ancien.
account-email-needs-password = Pour déplacer le compte vers cette adresse, connectez-vous d'abord à ce compte ici, ou donnez son mot de passe.
account-confirm-email-password = Le mot de passe du compte
account-confirm-email-password-help = Vous n'êtes pas connecté à ce compte ici : donnez son mot de passe pour confirmer le changement (ou connectez-vous d'abord).
account-not-me-title = Ce n'était pas moi
account-not-me-text = Quelqu'un a demandé à déplacer votre compte Scriptorium hors de l'adresse { $address }. Arrêtez-le ici : le changement est annulé (ou défait), toutes les sessions et tous les jetons d'API du compte prennent fin, et un lien pour choisir un nouveau mot de passe part vers { $address }.
account-not-me-button = Arrêter et protéger mon compte
account-not-me-done = C'est fait : le changement est arrêté et toutes les sessions sont fermées. Un lien pour choisir un nouveau mot de passe part vers votre adresse.
account-not-me-taken = Toutes les sessions et tous les jetons d'API du compte sont fermés, mais son ancienne adresse appartient maintenant à un autre compte et n'a pas pu lui être rendue : demandez de l'aide à l'exploitant du site.
limit-tokens = Trop de nouveaux jetons d'API pour l'instant : patientez un peu.
limit-replies = Trop de réponses par courriel pour le moment : patientez un peu.
settings-api-password-help = Un jeton fonctionne sans votre mot de passe jusqu'à ce que vous le révoquiez : en créer un demande donc le mot de passe.
account-email-taken = Cette adresse appartient à un autre compte.
account-email-same = C'est déjà votre adresse.
account-delete-unconfirmed = Cochez la case pour dire que vous comprenez que la suppression est définitive.
account-username = Nom d'utilisateur
account-email = Courriel
account-password = Mot de passe
account-password-hint = Au moins 10 caractères.
account-login-name = Nom d'utilisateur ou courriel
account-signup-title = Créer un compte
account-signup-button = Créer mon compte
account-login-title = Connexion
account-login-button = Se connecter
account-forgot = Mot de passe oublié ?
account-reset-title = Réinitialiser votre mot de passe
account-reset-request-help = Saisissez votre courriel : s'il correspond à un compte, nous envoyons un lien pour choisir un nouveau mot de passe.
account-reset-send = M'envoyer un lien
account-reset-sent = Si ce courriel correspond à un compte, un lien est en route.
account-new-password = Nouveau mot de passe
account-reset-button = Enregistrer mon nouveau mot de passe
account-reset-done = Votre mot de passe a été changé. Connectez-vous avec.
account-reset-invalid = Ce lien est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.
account-welcome = Bienvenue au Scriptorium !
account-logged-in = Vous êtes connecté.
account-logged-out = Vous êtes déconnecté.
account-bad-login = Nom d'utilisateur ou mot de passe incorrect.
account-rate-limited = Trop d'échecs. Attendez quelques minutes et réessayez.
account-taken = Ce nom d'utilisateur ou ce courriel est déjà utilisé.
account-name-computer = Ce nom est celui d'un joueur ordinateur, ou lui ressemble à s'y méprendre. Choisissez-en un autre.
account-bad-username = Un nom d'utilisateur compte 3 à 30 lettres, chiffres, « - » ou « _ ».
account-bad-email = Cela ne ressemble pas à une adresse de courriel.
account-bad-password = Un mot de passe compte entre 10 et 200 caractères.
settings-title = Réglages
settings-language = Langue
settings-language-auto = Selon mon navigateur
settings-time-zone = Fuseau horaire
settings-time-zone-hint = Tapez une ville et choisissez-la parmi les suggestions, par ex. Europe/Paris ou America/New_York.
settings-theme = Couleurs
settings-theme-device = Comme l’appareil est réglé (clair ou sombre)
settings-theme-light = Toujours clair
settings-theme-dark = Toujours sombre
settings-save = Enregistrer
settings-saved = Vos réglages sont enregistrés.
settings-bad-time-zone = Fuseau horaire inconnu.
settings-api-title = Jetons d'API
settings-api-help = Un jeton permet à un programme (un robot, un script) d'utiliser l'API JSON en votre nom.
settings-api-label = Nom
settings-api-create = Créer un jeton
settings-api-created = Votre nouveau jeton (affiché une seule fois) :

## Lobby
lobby-title = Salon
lobby-open-games = Parties ouvertes
lobby-none-open = Aucune partie n'attend de joueurs. Créez-en une !
lobby-create = Créer une partie
lobby-game = Jeu
lobby-seats = Joueurs
lobby-time-limit = Cadence
lobby-no-limit = Sans limite
lobby-not-finished = Seule une partie terminée peut être rejouée.
lobby-seat-not-vanished = Seule une place que l’ordinateur tient pour un joueur parti peut être proposée.
lobby-seat-not-offered = Cette place ne vous est pas proposée (ou quelqu’un l’a prise avant vous).
lobby-seats-to-take = Places à reprendre
lobby-seats-to-take-help = Dans ces parties en cours, un joueur est parti et l’ordinateur tient sa place. Reprenez-la et jouez-la à partir de là où elle en est, avec sa pendule.
lobby-seat-of = place de
lobby-seat-for-you = (proposée à vous)
seat-offer-to = Trouver un nouveau joueur pour cette place :
seat-offer-anyone = n’importe qui (le salon la liste)
seat-offer-button = Proposer la place
seat-offered-to = Proposée à
seat-offered-lobby = Proposée à tous dans le salon
seat-offer-withdraw = Retirer la proposition
seat-take-button = Reprendre cette place
seat-take-help = Vous la jouez à partir de là où elle en est, avec sa pendule ; la partie ne sera pas classée.
seat-offer-sent = La place est proposée ; un courriel l’a annoncé.
seat-offer-listed = La place est proposée à tous : le salon la liste.
seat-offer-withdrawn = La proposition est retirée.
seat-taken = La place est à vous : jouez-la à partir d’ici.
lobby-rematch-offer = Proposer une revanche
lobby-rematch-waiting = Une revanche avec les mêmes joueurs et réglages vous attend.
lobby-rematch-join = Rejoindre la revanche
lobby-rematch-offered = La revanche est lancée : elle commence quand tout le monde l'a rejointe.
lobby-nothing-waiting = Aucune autre partie ne vous attend.
game-next-game = Partie suivante qui m'attend →
lobby-invite-only = Sur invitation seulement (absente du salon)
lobby-private = Privée : seuls ses joueurs voient la partie (sur invitation)
lobby-options = Options
lobby-create-button = Créer la partie
lobby-created = Votre partie est ouverte. Invitez des joueurs ou attendez qu'ils la rejoignent.
lobby-join = Rejoindre
lobby-joined = Vous avez rejoint la partie.
lobby-leave = Quitter
lobby-left = Vous avez quitté la partie.
lobby-cancel = Annuler la partie
lobby-cancelled = La partie est annulée.
lobby-started = La partie commence !
lobby-created-by = créée par
lobby-invite = Inviter
lobby-invite-username = Inviter par nom d'utilisateur
lobby-invited = Invitation envoyée.
lobby-invite-link = Ou partagez ce lien d'invitation :
lobby-no-such-user = Aucun utilisateur ne porte ce nom.
lobby-full = La partie est complète.
lobby-not-open = La partie n'est plus ouverte.
lobby-already-in = Vous êtes déjà dans cette partie.
lobby-invitation-needed = Cette partie est sur invitation seulement.
lobby-creator-cannot-leave = Le créateur annule la partie au lieu de la quitter.
lobby-bad-seats = Ce nombre de joueurs n'est pas possible pour ce jeu.
lobby-bad-option = Une option n'est pas valide :
lobby-unknown-game = Jeu inconnu.
lobby-computer-games-running = Vous avez déjà autant de parties contre l'ordinateur en cours qu'un compte peut en avoir. L'une d'elles doit se terminer (ou être annulée) avant que vous en commenciez une autre.
lobby-computer-games-rate = Vous avez commencé beaucoup de parties contre l'ordinateur au cours de la dernière heure. Attendez un moment avant d'en commencer une autre.

## My games
mine-title = Mes parties
mine-your-turn = À vous de jouer
mine-waiting = En attente des autres
mine-open = En attente de joueurs
mine-finished = Terminées
mine-none = Rien pour l'instant.

## Game page
game-players = Joueurs
game-turn-heading = À présent
game-board = Plateau
game-to-move = doit décider
game-your-turn = C'est à vous de jouer.
game-waiting-for = En attente de
game-finished = La partie est terminée.
game-winners = Gagnée par
game-scores = Scores
game-your-decision = Votre décision
game-submit = Valider
game-pick-touch = Touchez un endroit marqué sur le plateau.
game-pick-so-far = Choisi jusqu'ici :
game-pick-back = Retour
game-pick-restart = Recommencer
game-pick-list = Ou choisir dans une liste
game-pick-confirm = Puis confirmez :
game-pick-restarted = Ce choix n'est plus ouvert (la partie a peut-être avancé) : choisissez à nouveau.
game-take-back = Reprendre ma dernière action
game-resigned = Vous avez abandonné cette partie : vous n'y décidez plus rien.
game-resign = Abandonner…
game-resign-explain = Abandonner est définitif. À deux camps, l'autre camp gagne aussitôt ; à plus, vos pièces restent, l'ordinateur les joue et vous êtes classé dernier.
game-resign-confirm = Oui, abandonner cette partie
game-you-resigned = Vous avez abandonné ; l'ordinateur joue votre place.
game-you-resigned-over = Vous avez abandonné.
game-resignation-recorded = Votre abandon est enregistré.
game-winner-mark = Vainqueur
game-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
lobby-rematch-started = La revanche a commencé.
game-resigned-player = a abandonné
game-taken-back = Votre dernière action a été reprise.
game-moved = C'est fait.
game-stale = La partie a avancé depuis le chargement de la page : voici le nouvel état.
game-stale-kept = Quelqu'un d'autre a joué pendant que vous choisissiez. Votre choix est conservé : regardez le plateau et confirmez de nouveau.
live-too-many = Trop de pages en direct sont ouvertes depuis votre connexion. Fermez quelques onglets et rechargez.
game-illegal = Ce coup n'est pas permis :
game-nothing-to-take-back = Vous n'avez rien à reprendre.
game-not-seated = Vous n'êtes pas joueur de cette partie.
game-not-active = La partie n'est pas en cours.
game-options = Options
game-rules-version = Version des règles
game-time-limit = Cadence
game-open-status = En attente de joueurs
game-cancelled = Cette partie a été annulée.
game-you = vous
game-history = Historique
game-yes = oui
game-no = non

## Table talk
lobby-policy-skip-short = le coup le moins nuisible est joué
lobby-policy-bot-short = l'ordinateur joue
lobby-policy-end-short = la partie s'arrête
lobby-then = puis { $policy }
lobby-timeout-policy = Quand le temps est écoulé
lobby-policy-skip = le coup le moins nuisible est joué pour le joueur
lobby-policy-bot = un joueur automatique prend la place jusqu'au retour du joueur
lobby-policy-end = la partie s'arrête et les autres gagnent
lobby-time-bank = Réserve de temps (par joueur, pour la partie)
lobby-no-bank = Aucune
time-control-per-move = { $time } par coup
time-control-per-move-bank = { $time } par coup, réserve { $bank }
time-control-per-move-bank-increment = { $time } par coup, réserve { $bank } + { $increment } par coup
time-control-bank-only = { $bank } pour toute la partie
time-control-fischer = { $bank } + { $increment } par coup
time-control-cap = { $control }, au plus { $cap }
time-control-bad-per-move = Le temps par coup doit être compris entre 1 heure et 28 jours.
time-control-bad-bank = La réserve de temps doit être comprise entre 0 et 28 jours.
time-control-bad-increment = Le temps ajouté par coup doit être compris entre 0 et 7 jours.
time-control-bad-cap = Le plafond de la réserve doit valoir au moins la réserve elle-même et au plus 28 jours.
time-control-no-time = Une pendule sans temps par coup a besoin d’une réserve de temps.
time-control-nothing-to-spend = Une partie sans limite de temps n’a ni réserve, ni ajout, ni plafond.
time-control-unknown-preset = Cette cadence n’existe pas ; choisissez-en une dans la liste.
time-control-preset-and-parts = Donnez une cadence nommée ou ses éléments (temps par coup, réserve, ajout, plafond), pas les deux.
lobby-time-control = Cadence
lobby-time-control-days = Jours par coup
lobby-time-control-fischer = Une réserve qui grandit à chaque coup (Fischer)
lobby-time-control-custom = Personnalisée (ci-dessous)
lobby-custom-time = Cadence personnalisée
lobby-custom-time-help = Utilisée quand « Personnalisée » est choisie plus haut. Sans temps par coup, la réserve est toute la pendule ; chaque coup lui ajoute l’incrément, jusqu’au plafond.
lobby-per-move = Temps par coup
lobby-no-per-move = Aucun (la réserve fait la pendule)
lobby-increment = Ajouté à la réserve après chaque coup
lobby-no-increment = Rien
lobby-cap = Plafond de la réserve
lobby-no-cap = Sans plafond
lobby-chat-private = Garder les messages privés après la partie
lobby-team-talk = Les partenaires peuvent se parler dans un canal d'équipe (4 joueurs)

## Computer players
lobby-computers = Joueurs ordinateur
lobby-computers-easy = Facile
lobby-computers-strong = Fort
lobby-computers-help = Ils prennent des places à côté de la vôtre ; s'ils complètent la partie, elle commence aussitôt. Facile joue sensément, un coup à l'avance ; fort explore l'avenir de la partie et ne sait que ce que sa place peut voir.
lobby-play-now = Jouer maintenant contre l'ordinateur
lobby-play-now-help = Une partie à deux commence aussitôt, sans limite de temps.
game-computer-player = joueur ordinateur
game-computer-easy = facile
game-computer-strong = fort
talk-title = Discussion
talk-post = Envoyer
talk-to-table = À la table
talk-to-team = À mon équipe seulement
talk-team = équipe
talk-edit = Modifier
talk-delete = Supprimer
talk-hide = Masquer
talk-unhide = Réafficher
talk-mute = Ignorer cet utilisateur
talk-deleted = (message supprimé)
talk-hidden = (message masqué par le créateur de la partie)
talk-edited = modifié
talk-none = Aucun message pour l'instant.
talk-note = Ma note privée
talk-note-help = Vous seul pouvez la lire.
talk-save-note = Enregistrer la note
talk-saved = Enregistré.
talk-posted = Message envoyé.
talk-cannot-read = Les messages de cette partie sont réservés à ses joueurs.
talk-players-only = Seuls les joueurs de la partie peuvent faire cela.
talk-no-team-channel = Cette partie n'a pas de canal d'équipe pour vous.
talk-empty = Le message est vide.
talk-too-long = Le texte est trop long (2000 caractères au plus pour un message).
talk-not-yours = Ce n'est pas votre message.
talk-too-late = Un message ne peut être modifié que dans les 5 premières minutes.
talk-creator-only = Seul le créateur de la partie peut masquer des messages.
talk-at-step = à l'étape

## Archive
profile-reliability = Comme adversaire
profile-current = Parties en cours :
profile-mean-reply = Répond en moyenne en
profile-turns = tours
profile-timeouts = Fois où son temps s'est écoulé :
watch-title = Parties à suivre
watch-help = Les parties en cours que chacun peut regarder, comme un spectateur les voit : aucune tuile ni carte cachée n'est montrée. Suivez une partie ou un joueur pour recevoir un courriel à la fin de leurs parties.
watch-none = Aucune partie en cours ne correspond.
watch-steps = Étapes
watch-follow-heading = Suivre
watch-follow = Suivre
watch-unfollow = Ne plus suivre
watch-following = Vous suivez maintenant : la fin arrivera par courriel.
watch-unfollowed = Vous ne suivez plus.
watch-follow-player = Suivre les parties de ce joueur
watch-unfollow-player = Ne plus suivre ce joueur
nav-watch = Regarder
ratings-title = Classements
ratings-help = Classements Glicko-2, un par jeu, mis à jour à la fin de chaque partie. Un classement marqué ? est provisoire : moins de 10 parties. ± donne la marge : la force réelle s'y trouve 95 fois sur 100.
ratings-none = Personne n'a encore terminé de partie classée de ce jeu.
ratings-none-yet = Aucune partie classée terminée pour l'instant.
ratings-rating = Classement
ratings-rank = Rang
ratings-games = Parties
ratings-history = Historique
ratings-full = Classement complet
ratings-provisional = provisoire : moins de 10 parties
ratings-graph-from = Historique du classement : de
ratings-graph-to = à
nav-ratings = Classements
archive-title = Parties terminées
archive-any = Tous
archive-player = Joueur
archive-result = Résultat
archive-won = Gagnées
archive-lost = Non gagnées
archive-from = Terminées depuis le
archive-to = jusqu'au
archive-filter = Filtrer
archive-none = Aucune partie terminée ne correspond.
archive-finished = Terminée
archive-record = Palmarès
archive-played = Jouées
nav-archive = Archives

## History
history-steps = Étapes
history-first = Début
history-previous = Précédent
history-next = Suivant
history-last = Fin
history-step = Étape
history-back-to-game = Retour à la partie
history-export = Exporter (JSON Lines)
history-setup = Mise en place
history-new = nouveau
history-earlier = Étapes précédentes
history-later = Étapes suivantes
history-result = Résultat

## Errors
error-title = Un problème est survenu
error-not-found = Cette page n'existe pas.
error-forbidden = Vous ne pouvez pas faire cela.
error-csrf = Votre formulaire a expiré ou ne vient pas de ce site. Rechargez la page et réessayez.
error-bad-request = La requête n'est pas valide.
game-pick-too-long = Ce n'est pas un choix sur le plateau : un choix a au plus { $max } étapes.
game-pick-bad-step = Ce n'est pas un choix sur le plateau : chaque étape est faite de lettres, de chiffres, de « : », « - » ou « _ ».
error-bad-date = Ce n'est pas une date.
error-not-a-date = « { $text } » n'est pas une date lisible : écrivez-la AAAA-MM-JJ (par exemple 2026-12-24).
game-choose-action = Choisissez d'abord une action.
game-choose-one = Une seule décision à la fois.
talk-mute-self = Vous ne pouvez pas vous masquer vous-même.
watch-follow-self = Vous ne pouvez pas vous suivre vous-même.
api-history-out-of-range = Cette partie n'a pas ces étapes : `from` doit précéder `to`, et les deux doivent être dans le journal.
api-decision-missing = Donnez action, take_back ou resign.
api-decision-several = Donnez un seul de action, take_back et resign.
error-login-required = Connectez-vous pour continuer.
error-unavailable = Le site est momentanément indisponible : sa base de données redémarre. Rien n'a été modifié ; réessayez dans quelques secondes.
error-internal = Une erreur interne s'est produite. Elle est consignée ; réessayez plus tard.
error-too-large = La requête est trop volumineuse.
error-back = Retour au salon

## Rate limits (the wait is in the Retry-After header)
limit-reset = Trop de demandes de réinitialisation. Cherchez un lien déjà envoyé dans votre boîte, ou réessayez plus tard.
limit-signup = Trop d'inscriptions depuis votre réseau. Réessayez plus tard.
limit-talk = Vous écrivez trop vite. Attendez un instant, puis renvoyez.
limit-seat-offers = Vous avez proposé des places trop souvent. Attendez un moment, puis proposez de nouveau.
limit-proposals = Vous avez proposé ou retiré trop souvent dans cette partie. Attendez un moment, puis proposez de nouveau.
limit-api = Trop d'appels à l'API avec ce jeton. Attendez le délai indiqué par Retry-After.
limit-api-bad-token = Trop d'appels avec un jeton inconnu depuis votre adresse. Réessayez plus tard.

## Checked input (src/input.rs)
input-control-character = Un champ contient un caractère de contrôle (comme NUL, un échappement ou un saut de ligne là où une seule ligne est attendue). Rien n'a été modifié.
input-empty = Un champ obligatoire est vide.
input-too-short = Un champ est trop court.
input-too-long = Un champ est trop long.
input-mixed-script = Un nom d'utilisateur n'emploie les lettres que d'une seule écriture (pas de latin mêlé de cyrillique, par exemple).
input-redirect = La page de retour doit être une page de ce site.

## Mail
mail-verify-subject = Confirmez votre adresse pour Scriptorium
mail-verify-body = Bienvenue sur Scriptorium ! Confirmez que cette adresse est la vôtre avec ce lien (valable 48 heures) ; d'ici là, aucun courriel de partie ne lui est envoyé :
mail-verify-ignore = Si vous n'avez rien demandé, ignorez ce message : rien ne change.
mail-change-subject = Confirmez votre nouvelle adresse pour Scriptorium
mail-change-body = Votre compte Scriptorium a demandé à utiliser désormais cette adresse. Confirmez-la avec ce lien (valable 48 heures) :
mail-change-notice-subject = L'adresse de votre compte Scriptorium va changer
mail-change-notice-body = Quelqu'un de connecté à votre compte a demandé à le déplacer vers l'adresse { $address }. Si c'était vous, il n'y a rien à faire. Si ce n'était pas vous, ouvrez ce lien : il arrête le changement (ou l'annule), ferme toutes les sessions et tous les jetons d'API du compte, et envoie à cette adresse un lien pour choisir un nouveau mot de passe. Il reste valable 7 jours, même après le changement :
mail-change-notice-not-you = Rien ne change tant que la nouvelle adresse n'a pas confirmé.
mail-reset-subject = Réinitialisez votre mot de passe Scriptorium
mail-reset-body = Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Scriptorium. Choisissez un nouveau mot de passe avec ce lien dans l'heure :
mail-reset-ignore = Si ce n'était pas vous, ignorez ce message : rien ne change.
mail-invite-subject = { $inviter } vous invite à jouer à { $game }
mail-seat-offer-subject = { $inviter } vous propose de reprendre une place dans { $game }
mail-seat-offer-body = { $player } est parti et l’ordinateur tient sa place. Ouvrez la partie pour la reprendre et la jouer à partir de là où elle en est (la partie ne sera pas classée).
mail-invite-body = Vous êtes invité à une partie. Ouvrez-la et rejoignez-la avec ce lien :
mail-started-body = Toutes les places sont prises et l'ordre des joueurs est tiré. Suivez la partie ici :
mail-turn-subject = À vous de jouer
mail-finished-body = La partie est terminée. Voyez le résultat ici :
mail-signature = — Scriptorium
mail-reminder-subject = rappel : votre coup est attendu
mail-mention-heading = on vous a mentionné
mail-unsubscribed = C'est fait : vous ne recevrez plus de courriels de notification. Votre page de réglages permet de les réactiver.
mail-unsubscribe-confirm = Arrêter tous les courriels de notification (tours, rappels, résultats) ?
mail-unsubscribe-invalid = Ce lien de désabonnement est invalide ou expiré. Modifiez vos réglages de courriel sur votre page de réglages.
settings-mail-title = Courriel
settings-password-title = Mot de passe
settings-current-password = Mot de passe actuel
settings-change-password = Changer mon mot de passe
settings-password-changed = Votre mot de passe est changé ; vos autres connexions et vos jetons d’API continuent de fonctionner.
settings-password-changed-everywhere = Votre mot de passe est changé ; vous êtes déconnecté partout ailleurs et tous les jetons d’API ont pris fin.
settings-password-everywhere = Me déconnecter partout ailleurs et mettre fin à tous les jetons d’API
settings-password-everywhere-hint = Coché : toutes les autres connexions de ce compte prennent fin, avec les appareils qui en reçoivent les notifications, et aucun jeton d’API ne fonctionne plus (vos programmes en demanderont un nouveau). Décoché : tout continue de fonctionner. Cette connexion reste dans les deux cas, et les liens de réinitialisation et d’adresse prennent fin.
settings-password-wrong = Le mot de passe actuel n'est pas le bon.
settings-mail-mode = Courriels de notification
settings-mode-immediate = Immédiatement
settings-mode-batched = Au plus un courriel toutes les
settings-mode-digest = Un résumé quotidien à
settings-mode-none = Aucun
settings-minutes = minutes
settings-hour = heure (locale)
settings-quiet-title = Heures de tranquillité
settings-quiet-help = Aucun courriel ni aucune notification ne vous parvient pendant ces heures de votre journée ou ces jours-là ; ce qui arrive entre-temps attend qu'elles finissent. Aucune de vos échéances ne tombe non plus pendant ces heures : celle qui y tomberait est reportée à leur fin.
settings-quiet-from = Tranquillité de
settings-quiet-to = à
settings-quiet-days = Tranquillité toute la journée le :
settings-quiet-both-hours = Les heures de tranquillité demandent un début et une fin, différents.
settings-quiet-every-day = Être tranquille tous les jours de la semaine retiendrait tous les courriels pour toujours : laissez au moins un jour.
weekday-mon = lundi
weekday-tue = mardi
weekday-wed = mercredi
weekday-thu = jeudi
weekday-fri = vendredi
weekday-sat = samedi
weekday-sun = dimanche
settings-push-title = Notifications sur vos appareils
settings-push-help = Votre tour, une mention, la fin d'une partie et les rappels peuvent aussi arriver sur ce téléphone ou cet ordinateur en notification, aux mêmes moments et selon les mêmes règles que vos courriels (résumé, parties en sourdine, heures de tranquillité ; rien pendant que vous êtes à la table).
settings-push-none = Aucun appareil ne reçoit encore de notifications.
settings-push-a-device = Un appareil
settings-push-added = ajouté
settings-push-last = dernière notification
settings-push-remove = Retirer
settings-push-removed = Cet appareil ne reçoit plus de notifications.
push-enable = Me notifier sur cet appareil
push-enabled = Cet appareil reçoit maintenant les notifications.
push-denied = Les notifications sont bloquées pour ce site dans les réglages de votre navigateur.
push-failed = Ce navigateur n'a pas pu activer les notifications.
push-needs-js = Activer les notifications demande JavaScript.
push-bad-endpoint = Ce n'est pas l'adresse d'un service de notifications.
push-bad-keys = Les clés de l'appareil ne sont pas valides.
push-too-many = Vous avez autant d'appareils que permis (10) : retirez-en un d'abord.
settings-away-title = Vacances
settings-away-help = Pendant votre absence vos échéances sont suspendues ; les autres joueurs le voient.
settings-away-until = Absent jusqu'au
settings-away-none = Je suis là
settings-clock-title = Votre pendule
settings-days-off = Jours de repos
settings-days-off-help = Ces jours-là (dans votre fuseau horaire), vos pendules s’arrêtent : une échéance ne compte que les autres jours. Trois jours par semaine au plus ; un changement vaut à partir de votre prochain tour dans chaque partie.
settings-days-off-too-many = Trois jours de repos par semaine au plus : une pendule doit tourner la plus grande partie de la semaine.
settings-vacation-allowance = Congés restants : { $left } (vous gagnez { $days } jours par an, jusqu’à { $days } jours). Une absence ci-dessous y puise, et aussi un tour dont le temps s’épuise : un jour de congé est pris avant que le dépassement ne s’applique.
settings-away-not-enough = Cette absence dépasse les congés qui vous restent.
settings-vacation-left = Il vous reste { $days ->
    [one] 1 jour
   *[other] { $days } jours
} et { $hours ->
    [one] 1 heure
   *[other] { $hours } heures
} de congé.
settings-failures = Courriels non distribués
clock-days = { $count } j
clock-hours = { $count } h
clock-minutes = { $count } min
clock-d = j
clock-h = h
clock-m = min
clock-bank = réserve
clock-left-until = restants, jusqu'au
clock-up = le temps est écoulé
clock-in-bank = sur la réserve de temps
game-deadline = échéance
game-away = absent jusqu'au

## The computer player holding a seat, and its player taking it back
game-bot-playing-for = l'ordinateur joue pour
game-bot-holds-your-seat = L'ordinateur joue à votre place depuis que votre temps est écoulé.
game-im-back = Je suis de retour
game-welcome-back = Bon retour : vous reprenez votre place, avec le délai habituel.
game-seat-not-held = L'ordinateur ne joue pas à votre place dans cette partie.
game-mute-mail = Pas de courriel pour cette partie
game-unmute-mail = Recevoir à nouveau les courriels de cette partie
mail-open-game = Ouvrir la partie
mail-preferences = Vous recevez ces courriels selon vos réglages.
mail-unsubscribe = Ne plus recevoir ces courriels

## Sessions and API tokens in the settings.
settings-sessions-title = Où vous êtes connecté
settings-sessions-help = Chaque navigateur où vous vous êtes connecté. Mettez fin à celui que vous ne reconnaissez pas ; changer de mot de passe met fin à tous les autres.
settings-session-device = Appareil
settings-session-since = Connecté le
settings-session-last-seen = Dernière activité
settings-session-current = Ce navigateur
settings-session-end = Terminer
settings-session-ended = Cette session est terminée.
settings-log-out-everywhere = Se déconnecter partout
settings-logged-out-everywhere = Vous êtes déconnecté partout.
settings-actions = Actions
settings-token-created = Créé le
settings-token-last-used = Dernière utilisation
settings-token-never-used = jamais
settings-token-scopes = Peut
settings-token-scope-read = lire
settings-token-scope-play = jouer
settings-token-scope-account = modifier le compte
settings-token-scope-read-help = Tout jeton peut lire ce que vous pouvez lire : vos parties, leurs discussions et leur historique, vos réglages.
settings-token-scope-play-help = Jouer : faire des coups, parler à la table, rejoindre et quitter des parties, s’accorder, prendre des places
settings-token-scope-account-help = Modifier le compte : réglages, appareils, webhooks, jetons, adresse, export et suppression
api-scope-missing = Ce jeton ne peut pas faire cela.
api-scope-needed = Il lui faut la portée « { $scope } » : créez un jeton qui l’a dans les Réglages.
settings-token-revoke = Révoquer
settings-token-revoked = Le jeton est révoqué.
mail-title = Courrier local
mail-help = Aucun serveur SMTP n'est configuré : le courrier qui vous est envoyé est gardé ici. Les courriels de réinitialisation du mot de passe n'y figurent pas ; l'exploitant du site les trouve dans le dossier de courrier.
mail-to = À
mail-subject = Objet
mail-sent = Envoyé
mail-none = Aucun courriel pour l'instant.

## Mail subjects that say whose turn and which game, bundled or not

## Lobby and settings on a phone (issue 14)
lobby-seats-taken = Places prises
lobby-last-activity = Dernière activité
lobby-take-seat = Prendre place
lobby-pick-game = Voir les options de ce jeu
settings-zone-proposed = Proposé d'après le fuseau de votre navigateur ; enregistrez pour le garder.

## Sentences with arguments: mail
mail-greeting = Bonjour { $name },
list-and = { $first } et { $last }
mail-game-with = { $game } avec { $players }
mail-bundle-subject = { $count ->
    [one] { $subject } (+1 autre nouvelle)
   *[other] { $subject } (+{ $count } autres nouvelles)
}
mail-choices-heading = Vos choix maintenant :
mail-choices-heading-reply = Vos choix maintenant (répondez à ce courriel par le numéro ou la lettre d’un choix pour le jouer, ou écrivez un message pour le poster à la table) :
mail-choice-kind = { $heading } ({ $count } choix)
mail-choice-run = { $first } … { $last }
mail-choice-kind-step = { $heading } : { $step } ({ $count } choix)
mail-deadline-line = Temps restant : { $left }, jusqu’au { $when }.
mail-deadline-bank-line = Temps restant : { $left } sur votre réserve, jusqu’au { $when }.
mail-turn-subject-of = À vous de jouer : { $game }
mail-reminder-subject-of = Rappel, à vous de jouer : { $game }
mail-seat-order-line = Ordre des joueurs : { $players }
mail-time-control-line = Cadence : { $control }
mail-started-subject-of = { $game } : Votre partie a commencé
mail-winners-line = Gagnée par { $players }
mail-scores-line = Scores : { $scores }
player-score = { $player } { $score }
mail-finished-subject-of = { $game } : Partie terminée
mail-timed-out-line = Le temps de jouer est écoulé pour { $player } : { $policy }.
mail-timed-out-subject-of = { $game } : { $player } a dépassé son temps
mail-timed-out-heading = { $player } a dépassé son temps
mail-players-line = Joueurs : { $players }
mail-mention-subject-of = { $game } : on vous a mentionné
mail-mention-quote = { $author } : « { $excerpt } »
mail-section-heading = { $game } — { $heading }
mail-unsubscribe-line = Ne plus recevoir ces courriels : { $url }

## Sentences with arguments: history, pages and refusals
history-timed-out = { $player } a dépassé son temps
history-resigned = { $player } abandonne
history-computer-played = l'ordinateur décide pour { $player } :
history-took-back = { $player } reprend sa dernière action
history-took-over = { $newcomer } a repris la place de { $player }
agreement-proposes-pause = { $player } propose de mettre la partie en pause : aucune pendule ne tourne et personne ne joue jusqu’à ce qu’un joueur la reprenne.
agreement-proposes-end = { $player } propose de terminer la partie maintenant, avec les scores tels qu’ils sont.
agreement-proposes-call-off = { $player } propose d’annuler la partie : pas de vainqueur, pas de classement.
agreement-until = attend jusqu’au
agreement-accepted-by = accepté par
agreement-accept = Accepter
agreement-decline = Refuser
agreement-withdraw = Retirer la proposition
agreement-propose = Proposer aux autres joueurs…
agreement-propose-help = Cela prend effet quand chaque personne encore en jeu accepte ; un seul « non » l’écarte, et la proposition expire après trois jours. Les places de l’ordinateur suivent les personnes.
agreement-propose-pause = Mettre la partie en pause
agreement-propose-end = La terminer maintenant, scores en l’état
agreement-propose-call-off = L’annuler (non classée)
agreement-paused-since = En pause d’un commun accord depuis le
agreement-resume = Reprendre la partie
agreement-ended = Terminée d’un commun accord, avec les scores tels qu’ils étaient.
agreement-called-off = Annulée d’un commun accord : pas de vainqueur, pas de classement.
agreement-proposed = Proposé : les autres joueurs ont été consultés.
agreement-you-accepted = Vous avez accepté.
agreement-you-declined = Votre réponse est prise en compte : la proposition est écartée.
agreement-resumed = La partie continue : les pendules tournent de nouveau.
agreement-pending = Une proposition attend déjà des réponses.
agreement-none = Aucune proposition n’attend de réponse (elle a peut-être expiré).
agreement-answered = Vous avez déjà accepté.
game-paused = La partie est en pause d’un commun accord : reprenez-la d’abord.
game-not-paused = La partie n’est pas en pause.
mail-proposal-subject-of = Une proposition dans { $game }
mail-proposal-heading = Une proposition de la table
mail-proposal-until = Répondez sur la page de la partie d’ici le { $when } ; sans toutes les réponses, elle expire.
history-proposed-pause = { $player } a proposé de mettre la partie en pause
history-proposed-end = { $player } a proposé de terminer la partie maintenant, avec les scores tels qu’ils sont
history-proposed-call-off = { $player } a proposé d’annuler la partie
history-accepted = { $player } a accepté
history-declined = { $player } a dit non
history-lapsed = La proposition a expiré
history-agreed-pause = Accord : la partie est en pause
history-agreed-end = Accord : la partie se termine avec les scores tels qu’ils sont
history-agreed-call-off = Accord : la partie est annulée
history-resumed = { $player } a repris la partie
duration = { $unit ->
    [minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
    [hour] { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
   *[day] { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
}
game-new-since = { $count ->
    [one] 1 nouvelle étape depuis votre dernière visite
   *[other] { $count } nouvelles étapes depuis votre dernière visite
}
game-recap-heading = Depuis votre dernière décision
game-recap-marked = (en pointillés sur le plateau)
game-recap-more = { $count ->
    [one] 1 étape de plus
   *[other] { $count } étapes de plus
}
game-recap-history = Dans l’historique
input-field = Champ : { $field }
input-field-character = Champ : { $field } (caractère { $code })
input-field-at-most = Champ : { $field } (au plus { $max })
input-field-at-least = Champ : { $field } (au moins { $min })

## Refusals with arguments
verbatim = { $text }
game-move-not-open = ce coup ne vous est pas ouvert maintenant
settings-not-a-time-zone = « { $zone } » n'est pas dans la liste des fuseaux horaires.
seat-number = place { $number }
list-separator = {", "}

## Rules pages
rules-index-title = Comment jouer
rules-index-intro = Trois jeux de plateau, joués lentement : un coup quand vous avez une minute, un courriel quand c’est votre tour. Chaque page explique un jeu de la mise en place au décompte final, avec toutes les variantes proposées ici.
rules-players = { $min } à { $max } joueurs
rules-contents = Sommaire
rules-picture-caption = Le plateau tel que la page de partie le dessine.
rules-other-games = Les autres jeux
rules-start-a-game = Commencer une partie
rules-sign-up-to-play = S’inscrire pour jouer
rules-how-to-play = Comment jouer
rules-about-this = Comment ça marche ?

## The landing page, for someone who has no account yet
landing-title = Scriptorium : jeux de plateau par correspondance
landing-lead = Jouez à Carolus Magnus, Torres et Carolingi à votre rythme. Personne n’a besoin d’être en ligne en même temps : vous jouez votre coup quand vous avez une minute, les autres jouent le leur quand ils peuvent. Une partie dure des jours ou des semaines.
landing-step-start = Commencez une partie contre l’ordinateur, ou invitez des amis par leur nom ou avec un lien.
landing-step-mail = Quand c’est votre tour, vous recevez un courriel (ou une notification sur votre téléphone) avec un lien vers la partie.
landing-step-move = Ouvrez le lien, touchez le plateau pour jouer votre coup, et revenez demain. Chaque coup est conservé : vous pouvez revoir toute la partie pas à pas.
landing-games = Les jeux
landing-how-to-start = Pour commencer
landing-computer = Jouer contre l’ordinateur tout de suite
landing-computer-help = Créez un compte, puis choisissez un jeu sous « Jouer maintenant contre l’ordinateur » : une partie à deux contre l’ordinateur commence aussitôt, sans limite de temps, et votre premier tour vous montre quoi toucher.
landing-friend = Jouer avec des amis
landing-friend-help = Créez un compte, puis « Créer une partie » : choisissez le jeu, le nombre de joueurs et le temps accordé à chaque tour, et invitez vos amis par leur nom ou envoyez-leur le lien.
landing-sign-up = Créer un compte
landing-have-account = Vous avez déjà un compte ?

game-jump-label = Sur cette page
game-resign-short = Abandonner

## The guided first turn, on a newcomer's turns against the computer
guide-title = Votre premier tour
guide-carolus-magnus = Chaque manche commence par un disque : son nombre fixe votre place dans l’ordre de jeu et la distance que parcourt l’Empereur. Ensuite vous placez vos paladins, un par un : une couleur à côté du plateau, puis un territoire sur le cercle (ou votre propre cour). Enfin, vous déplacez l’Empereur.
guide-torres = La partie commence par votre premier chevalier : touchez une case marquée en bleu sur le plateau pour le poser. Ensuite, chaque tour vous donne des points d’action pour poser des chevaliers, les faire monter sur les châteaux et ajouter des blocs.
guide-carolingi = À chaque saison, chacun pose deux tuiles action face cachée sur le Scriptorium, en même temps et en secret. Puis les tuiles sortent du sac une à une, et chacune est jouée par son propriétaire : c’est ainsi que l’on gagne des majorités dans les régions.
guide-now-board = Touchez un endroit marqué en bleu sur le plateau (ou ouvrez la liste), puis le bouton qui nomme votre coup.
guide-now-choice-or-board = Touchez l’un des choix ou un endroit marqué en bleu sur le plateau, puis le bouton qui nomme votre coup.
guide-now-choice = Touchez l’un des choix ; la page marque ensuite la suite, jusqu’à un bouton qui nomme votre coup.
guide-now-confirm = Touchez le bouton qui nomme votre coup : il le joue.
guide-now-options = Choisissez l’une des options, puis touchez « Valider ».
guide-now-buttons = Touchez le bouton qui nomme votre coup : il le joue.
guide-more = En savoir plus sur ce tour
guide-step-confirm = Le panneau montre ce que vous avez choisi jusqu’ici ; le bouton qui nomme le coup entier le joue. « Retour » et « Recommencer » annulent un choix avant cela.
guide-step-computer = L’ordinateur répond aussitôt. Dans une partie entre personnes, vous recevez un courriel quand c’est de nouveau votre tour.
guide-close = Compris

## Play by reply: the answer to a reply
mail-answer-subject = Votre réponse : { $game }
reply-played = C’est fait : { $choice }.
reply-listed = Vous avez choisi { $choice }. Répondez par le numéro de ce que vous voulez :
reply-talked = Votre message est posté à la table : « { $text } »
reply-stale = Ce courriel concernait un moment antérieur de la partie, qui a avancé depuis : rien n’a été fait.
reply-not-listed = { $number } ne fait pas partie des choix : rien n’a été fait.
reply-no-number = Votre réponse ne contenait ni numéro ni message : rien n’a été fait.
reply-refused = Cela n’a pas pu être fait : { $reason }
reply-your-turn-again = C’est toujours votre tour.
reply-waiting-for = C’est maintenant au tour de { $names }.
reply-game-over = La partie est terminée.
reply-did-you-mean = Vouliez-vous dire { $key } — { $choice } ? Répondez oui pour le jouer, ou répondez par le numéro ou la lettre voulus. Rien n’a été fait, et vos mots n’ont pas été postés à la table : pour les poster, renvoyez-les.
reply-which-one = Votre réponse nomme plusieurs choix ({ $keys }) : rien n’a été fait, et vos mots n’ont pas été postés à la table. Répondez par le numéro ou la lettre de celui que vous voulez, ou renvoyez vos mots pour les poster.
reply-not-posted = Vos mots n’ont pas été postés : { $reason }
# Play by reply: what mail clients and people write in a reply, in this
# language, for the receiver to read it (never shown): lists split by |,
# compared without case.
reply-read-openers = Le
reply-read-attribution-ends = a écrit : | a écrit: | a ecrit : | a ecrit:
reply-read-attribution-verbs = écrit | ecrit
reply-read-header-senders = De
reply-read-header-fields = Envoyé | Envoye | Date | À | A | Cc | Objet | Date d'envoi | Répondre à
reply-read-separators = Message d'origine | Message d’origine | Message transféré | Début du message réexpédié :
reply-read-footers = Envoyé de mon | Envoyé depuis | Envoyé à partir de | Envoyé avec la messagerie sécurisée Proton Mail | Télécharger Outlook pour | Obtenir Outlook pour
reply-read-number-words = un/une | deux | trois | quatre | cinq | six | sept | huit | neuf | dix | onze | douze | treize | quatorze | quinze | seize | dix-sept | dix-huit | dix-neuf | vingt
reply-read-number-marks = numéro | n° | no | option | choix
reply-read-greetings = bonjour | salut | coucou | bonsoir | cher | chère
reply-read-yes = oui | ouais | d'accord | ok
reply-read-subject-marks = Réf: | Réf : | Rép: | Rép : | RE :
reply-read-responder-subjects = Réponse automatique | Reponse automatique | Absence du bureau | Message d'absence | Message d’absence | Je suis absent

## Modération (ticket 32) : blocages et signalements entre joueurs.
limit-reports = Trop de signalements pour l'instant : attendez quelques minutes.
limit-blocks = Trop de blocages pour l'instant : attendez un peu.
lobby-blocked = Un blocage vous sépare d'un joueur de cette partie.
account-blocked = Ce compte est bloqué par les administrateurs du site.
history-cancelled-by-moderators = Les modérateurs du site ont annulé la partie
history-cancelled-with-event = Le tournoi de la partie a été annulé, et la partie avec lui
agreement-cancelled-by-moderators = Annulée par les modérateurs du site : pas de vainqueur, pas de classement.
moderation-yourself = Vous ne pouvez ni vous bloquer ni vous signaler vous-même.
moderation-admin-account = Le compte d'un administrateur ne se bloque ni ne se supprime ici : modifiez ADMIN_EMAILS.
moderation-game-not-running = Cette partie est déjà terminée ou annulée.
moderation-no-such-report = Ce signalement n'existe pas ou est déjà traité.
moderation-report-what = Dites ce que vous signalez : un joueur, ou une partie et l'un de ses messages.
moderation-blocked = Bloqué : vous ne rencontrerez plus ce joueur à une table et ne verrez plus ses messages.
moderation-unblocked = Débloqué.
moderation-reported = Merci : le signalement est parti aux administrateurs du site.
moderation-block-or-report = Bloquer ou signaler
moderation-block-help = Bloquer vous tient à l'écart : aucune invitation dans un sens ou dans l'autre, aucun courriel de mention de sa part, ses messages vous sont cachés, et le salon ne vous fait jamais asseoir ensemble. Il n'en est pas averti.
moderation-block = Bloquer ce joueur
moderation-unblock = Débloquer
moderation-report-reason = Que s'est-il passé ?
moderation-report-player = Signaler ce joueur
moderation-report-message = Signaler
moderation-blocked-title = Joueurs bloqués
moderation-blocked-none = Vous n'avez bloqué personne.

## Les pages des administrateurs.
admin-title = Administration
admin-accounts = Comptes
admin-reports = Signalements
admin-games = Parties
admin-log = Journal des actions
admin-open-reports = Signalements ouverts
admin-search = Nom ou adresse
admin-find = Chercher
admin-no-account = Aucun compte ne correspond.
admin-unconfirmed = non confirmée
admin-games-count = Parties :
admin-reports-count = Signalements :
admin-is-deleted = Supprimé.
admin-is-admin = Un administrateur (ADMIN_EMAILS) : ne se bloque ni ne se supprime ici.
admin-is-blocked = Bloqué
admin-block = Bloquer le compte
admin-unblock = Débloquer le compte
admin-reason = Motif
admin-delete = Supprimer le compte
admin-delete-help = Le nom devient « ancien joueur », l'adresse et tout ce que le compte possède disparaissent ; les parties des autres gardent sa place. C'est définitif.
admin-open-only = Signalements ouverts seulement
admin-all-reports = Tous les signalements
admin-no-reports = Aucun signalement.
admin-reported-by = Signalé par
admin-at-the-table = À la table
admin-the-game = la partie
admin-the-event = le tournoi
admin-resolved = Traité
admin-resolution = Ce qui a été fait
admin-resolve = Marquer comme traité
admin-game-id = Partie (son identifiant ou son adresse)
admin-game-view-help = Sa page vous montre ce qu'elle montre à tout spectateur : aucune information cachée avant la fin de la partie.
admin-cancel-game = Annuler la partie
admin-no-game = Aucune partie de ce nom.
admin-no-actions = Aucune action pour l'instant.
admin-when = Quand
admin-who = Qui
admin-what = Quoi
admin-whom = Qui ou quoi
admin-action-block = a bloqué le compte
admin-action-unblock = a débloqué le compte
admin-action-delete = a supprimé le compte
admin-action-cancel-game = a annulé la partie
admin-action-cancel-event = a annulé un tournoi
admin-action-remove-from-event = a retiré un joueur d'un tournoi
admin-event-cancelled = Le tournoi a été annulé ; ses parties en cours ont été annulées avec lui.
admin-event-player-removed = Le joueur a été retiré du tournoi.
admin-event-not-an-entrant = Personne de ce nom ne joue dans ce tournoi : personne n'a été retiré.
admin-event-named = Le nom donné : { $name }
admin-action-resolve-report = a traité le signalement
admin-action-other = autre
admin-blocked = Le compte est bloqué : ses sessions sont fermées et ses jetons d'API révoqués.
admin-unblocked = Le compte est débloqué.
admin-deleted = Le compte est supprimé.
admin-cancelled = La partie est annulée.
admin-report-resolved = Le signalement est traité.

## What a search engine shows of a page (<meta name="description">)
meta-default = Scriptorium : jouez à Carolus Magnus, Torres et Carolingi par correspondance, à votre rythme, entre amis ou contre l’ordinateur.
meta-landing = Jouez à Carolus Magnus, Torres et Carolingi par correspondance : votre coup quand vous avez une minute, un courriel quand c’est votre tour, entre amis ou contre l’ordinateur. Gratuit, en français, anglais et allemand.
meta-rules = Comment jouer à Carolus Magnus, Torres et Carolingi : les règles dans nos mots, avec des plateaux, en français, anglais et allemand.
meta-rules-carolus-magnus = Comment jouer à Carolus Magnus : mise en place, une manche de disques, les paladins et l’Empereur, les châteaux et la fin, avec des plateaux et toutes les options du site.
meta-rules-torres = Comment jouer à Torres : mise en place, points d’action, chevaliers, châteaux et le Roi, le décompte de chaque manche, avec des plateaux et toutes les options du site.
meta-rules-carolingi = Comment jouer à Carolingi : les saisons, les tuiles action sur le Scriptorium, partisans et régions, la fin de partie, avec des plateaux et toutes les options du site.
meta-game = Une partie par correspondance sur Scriptorium : le plateau, à qui c’est le tour, les joueurs et ce qu’ils ont dit.
meta-history = Chaque étape d’une partie par correspondance sur Scriptorium, avec le plateau après chacune.
meta-archive = Les parties terminées de Carolus Magnus, Torres et Carolingi jouées sur Scriptorium, chacune avec tout son historique.
meta-watch = Les parties en cours sur Scriptorium que chacun peut regarder.
meta-ratings = Le classement des joueurs de Scriptorium dans chaque jeu.
meta-profile = Les parties, résultats et classements d’un joueur sur Scriptorium.
landing-none-open = Aucune partie n’attend de joueurs pour l’instant. Créez un compte pour en lancer une, ou pour jouer tout de suite contre l’ordinateur.
settings-webhooks-title = Webhooks : votre discussion, votre téléphone, votre programme
settings-webhooks-help = Votre tour, les rappels, les mentions et la fin d'une partie peuvent aussi être publiés dans un salon Discord ou Slack, une salle Matrix, un sujet ntfy ou votre propre programme, selon les mêmes règles que vos courriels de notification (résumé, parties en sourdine, heures calmes ; rien tant que vous êtes à la table). Un webhook sur l'une de vos parties publie une fois chaque tour de cette table, en nommant qui doit jouer ; chaque joueur de la partie le voit et peut le retirer.
settings-webhooks-none = Aucun webhook pour l'instant.
settings-webhooks-own = Mes notifications
settings-webhooks-of-game = Partie :
settings-webhooks-paused = En pause : chaque envoi a échoué pendant trois jours. En pause depuis
settings-webhooks-deliveries = Derniers envois
settings-webhooks-no-deliveries = Rien n'a encore été envoyé.
settings-webhooks-when = Quand
settings-webhooks-status = Statut
settings-webhooks-error = Erreur
settings-webhooks-my-mention = Mon identifiant ici
settings-webhooks-save-mention = Enregistrer
settings-webhooks-test = Envoyer un test
settings-webhooks-resume = Reprendre
settings-webhooks-remove = Retirer
settings-webhooks-format = Vers
settings-webhooks-url = Adresse (https)
settings-webhooks-room = Identifiant de la salle Matrix
settings-webhooks-token = Jeton (jeton d'accès Matrix ; jeton ntfy d'un sujet protégé)
settings-webhooks-mention = Mon identifiant de discussion (pour être mentionné)
settings-webhooks-fields-hint = Discord et Slack : l'adresse du webhook entrant du salon. Matrix : l'adresse de votre serveur, l'identifiant de la salle (!…:serveur) et un jeton d'accès. ntfy : l'adresse du sujet. Votre programme : son adresse ; le secret de signature est affiché une seule fois, après l'ajout. Identifiant : un identifiant d'utilisateur Discord, de membre Slack ou d'utilisateur Matrix.
settings-webhooks-scope = Pour
settings-webhooks-add = Ajouter le webhook
settings-webhooks-secret = Le secret de signature du webhook, affiché cette seule fois (vérifiez avec lui l'en-tête webhook-signature de chaque requête) :
webhook-format-discord = Discord
webhook-format-slack = Slack
webhook-format-matrix = Matrix
webhook-format-ntfy = ntfy
webhook-format-json = Votre programme (JSON signé)
webhook-added = Le webhook a été ajouté.
webhook-removed = Le webhook a été retiré.
webhook-resumed = Le webhook reçoit de nouveau les publications.
webhook-test-queued = Un test est en route : son envoi s'affiche ici dans quelques secondes.
webhook-mention-saved = Votre identifiant a été enregistré.
webhook-bad-address = Ce n'est pas une adresse https de l'internet public.
webhook-bad-token = Ce type de webhook demande un jeton (Matrix : un jeton d'accès et un identifiant de salle).
webhook-bad-mention = Ce n'est pas un identifiant de discussion (utilisateur Discord, membre Slack ou utilisateur Matrix).
webhook-game-and-event = Un webhook publie pour une partie ou pour un tournoi, pas les deux : retirez l'un des deux.
webhook-not-a-player = Seuls les joueurs de la partie peuvent lui ajouter un webhook.
webhook-too-many = Vous avez autant de webhooks que permis (10). Retirez-en un d'abord.
limit-webhooks = Vous avez ajouté ou testé beaucoup de webhooks récemment. Attendez quelques minutes, puis réessayez.
webhook-test-title = Un test de Scriptorium
webhook-test-body = Ce webhook fonctionne : vos notifications arriveront ici.
webhook-table-turn = { $game } : à { $players } de jouer
webhook-table-reminder = { $game } : { $players }, le délai approche
webhook-table-started = { $game } a commencé
webhook-table-timed-out = { $game } : un joueur a dépassé son temps
webhook-table-finished = { $game } est terminée
webhook-error-not-public = L'adresse n'est pas une adresse https de l'internet public.
webhook-error-format = Les réglages du webhook ne permettent pas de requête (format, adresse ou salle).
webhook-error-secret = Le jeton ou le secret du webhook ne peut être lu : ajoutez de nouveau le webhook.
webhook-error-redirect = Le destinataire a répondu par une redirection, qui n'est pas suivie.
webhook-error-refused = Le destinataire a refusé la publication.
webhook-error-server = Le destinataire a échoué ; la publication sera retentée.
webhook-error-wait = Le destinataire a demandé d'attendre ; la publication sera retentée à ce moment.
webhook-error-unreachable = Le destinataire était injoignable ; la publication sera retentée.
webhook-error-paused = Le webhook a été mis en pause.
