//! The one translation layer: every user-facing string of the service goes
//! through `t(lang, key)`. Both languages are complete by construction (each
//! entry holds both), and a test checks every key the templates use exists.

use scriptorium_games::Lang;
use std::collections::HashMap;
use std::sync::OnceLock;

/// (key, English, French)
static MESSAGES: &[(&str, &str, &str)] = &[
    // navigation and layout
    ("app.name", "Scriptorium", "Scriptorium"),
    ("app.tagline", "Board games by post, at your own pace.", "Jeux de plateau par correspondance, à votre rythme."),
    ("nav.label", "Site", "Site"),
    ("nav.menu", "Menu", "Menu"),
    ("nav.lobby", "Lobby", "Salon"),
    ("nav.my_games", "My games", "Mes parties"),
    ("nav.settings", "Settings", "Réglages"),
    ("nav.login", "Log in", "Connexion"),
    ("nav.signup", "Sign up", "Inscription"),
    ("nav.logout", "Log out", "Déconnexion"),
    ("nav.mail", "Local mail", "Courrier local"),
    ("nav.skip", "Skip to content", "Aller au contenu"),
    // accounts
    ("account.email_confirmed", "Your email address is confirmed.", "Votre adresse est confirmée."),
    ("account.email_link_sent", "A new link is on its way to your address.", "Un nouveau lien part vers votre adresse."),
    ("account.email_change_sent", "A link went to the new address: your address changes when you use it. Your current address was told.", "Un lien est parti vers la nouvelle adresse : la vôtre change quand vous l'utilisez. Votre adresse actuelle a été prévenue."),
    ("account.deleted", "Your account is deleted. Finished games show your seat as \"former player\".", "Votre compte est supprimé. Les parties terminées montrent votre place comme « former player »."),
    ("account.confirm_email_title", "Confirm your email address", "Confirmer votre adresse"),
    ("account.confirm_email_text", "Use this address for your Scriptorium account:", "Utiliser cette adresse pour votre compte Scriptorium :"),
    ("account.confirm_email_button", "Confirm this address", "Confirmer cette adresse"),
    ("settings.email_title", "Email address", "Adresse électronique"),
    ("settings.email_verified", "confirmed", "confirmée"),
    ("settings.email_unverified", "not confirmed yet: no game mail is sent to it until you use the link we sent.", "pas encore confirmée : aucun courriel de partie ne lui est envoyé avant que vous n'utilisiez le lien envoyé."),
    ("settings.email_resend", "Send the link again", "Renvoyer le lien"),
    ("settings.email_new", "New address", "Nouvelle adresse"),
    ("settings.email_change", "Change my address", "Changer d'adresse"),
    ("settings.email_change_help", "A link goes to the new address; nothing changes until it is used. Your current address is told.", "Un lien part vers la nouvelle adresse ; rien ne change avant qu'il serve. Votre adresse actuelle est prévenue."),
    ("settings.data_title", "Your data", "Vos données"),
    ("settings.data_download", "Download everything we hold about you (JSON)", "Télécharger tout ce que nous savons de vous (JSON)"),
    ("settings.delete_title", "Delete my account", "Supprimer mon compte"),
    ("settings.delete_help", "Your account, sessions, tokens, messages, notes and ratings go. Finished games keep your seat as \"former player\"; in games under way the computer plays your seat; open games you created are cancelled.", "Votre compte, vos sessions, jetons, messages, notes et classements disparaissent. Les parties terminées gardent votre place sous le nom « former player » ; dans les parties en cours l'ordinateur joue votre place ; les parties ouvertes que vous avez créées sont annulées."),
    ("settings.delete_understood", "I understand that this cannot be undone.", "Je comprends que c'est définitif."),
    ("settings.delete_button", "Delete my account for good", "Supprimer définitivement mon compte"),
    ("limit.email_links", "Too many address links for now: wait a little.", "Trop de liens d'adresse pour l'instant : patientez un peu."),
    ("account.email_link_invalid", "This link is not valid (any more): it was used, replaced by a newer one, or is older than 48 hours.", "Ce lien n'est pas (ou plus) valable : il a servi, a été remplacé par un plus récent, ou date de plus de 48 heures."),
    ("account.email_taken", "That address belongs to another account.", "Cette adresse appartient à un autre compte."),
    ("account.email_same", "That is already your address.", "C'est déjà votre adresse."),
    ("account.delete_unconfirmed", "Tick the box to say you understand that deleting cannot be undone.", "Cochez la case pour dire que vous comprenez que la suppression est définitive."),
    ("account.username", "Username", "Nom d'utilisateur"),
    ("account.email", "Email", "Courriel"),
    ("account.password", "Password", "Mot de passe"),
    ("account.password_hint", "At least 10 characters.", "Au moins 10 caractères."),
    ("account.login_name", "Username or email", "Nom d'utilisateur ou courriel"),
    ("account.signup_title", "Create an account", "Créer un compte"),
    ("account.signup_button", "Create my account", "Créer mon compte"),
    ("account.login_title", "Log in", "Connexion"),
    ("account.login_button", "Log in", "Se connecter"),
    ("account.forgot", "Forgot your password?", "Mot de passe oublié ?"),
    ("account.reset_title", "Reset your password", "Réinitialiser votre mot de passe"),
    ("account.reset_request_help", "Enter your email: if it belongs to an account, we send a link to choose a new password.", "Saisissez votre courriel : s'il correspond à un compte, nous envoyons un lien pour choisir un nouveau mot de passe."),
    ("account.reset_send", "Send me a link", "M'envoyer un lien"),
    ("account.reset_sent", "If that email belongs to an account, a link is on its way.", "Si ce courriel correspond à un compte, un lien est en route."),
    ("account.new_password", "New password", "Nouveau mot de passe"),
    ("account.reset_button", "Set my new password", "Enregistrer mon nouveau mot de passe"),
    ("account.reset_done", "Your password was changed. Log in with it.", "Votre mot de passe a été changé. Connectez-vous avec."),
    ("account.reset_invalid", "This link is invalid, used or expired. Ask for a new one.", "Ce lien est invalide, déjà utilisé ou expiré. Demandez-en un nouveau."),
    ("account.welcome", "Welcome to Scriptorium!", "Bienvenue au Scriptorium !"),
    ("account.logged_in", "You are logged in.", "Vous êtes connecté."),
    ("account.logged_out", "You are logged out.", "Vous êtes déconnecté."),
    ("account.bad_login", "Wrong username or password.", "Nom d'utilisateur ou mot de passe incorrect."),
    ("account.rate_limited", "Too many failed attempts. Wait a few minutes and try again.", "Trop d'échecs. Attendez quelques minutes et réessayez."),
    ("account.taken", "That username or email is already in use.", "Ce nom d'utilisateur ou ce courriel est déjà utilisé."),
    ("account.bad_username", "A username has 3 to 30 letters, digits, '-' or '_'.", "Un nom d'utilisateur compte 3 à 30 lettres, chiffres, « - » ou « _ »."),
    ("account.bad_email", "That does not look like an email address.", "Cela ne ressemble pas à une adresse de courriel."),
    ("account.bad_password", "A password has at least 10 and at most 200 characters.", "Un mot de passe compte entre 10 et 200 caractères."),
    ("settings.title", "Settings", "Réglages"),
    ("settings.language", "Language", "Langue"),
    ("settings.language_auto", "As my browser says", "Selon mon navigateur"),
    ("settings.time_zone", "Time zone", "Fuseau horaire"),
    ("settings.time_zone_hint", "Type a city and pick it from the suggestions, e.g. Europe/Paris or America/New_York.", "Tapez une ville et choisissez-la parmi les suggestions, par ex. Europe/Paris ou America/New_York."),
    ("settings.save", "Save", "Enregistrer"),
    ("settings.saved", "Your settings were saved.", "Vos réglages sont enregistrés."),
    ("settings.bad_time_zone", "Unknown time zone.", "Fuseau horaire inconnu."),
    ("settings.api_title", "API tokens", "Jetons d'API"),
    ("settings.api_help", "A token lets a program (a bot, a script) use the JSON API as you.", "Un jeton permet à un programme (un robot, un script) d'utiliser l'API JSON en votre nom."),
    ("settings.api_label", "Label", "Nom"),
    ("settings.api_create", "Create a token", "Créer un jeton"),
    ("settings.api_created", "Your new token (shown only once):", "Votre nouveau jeton (affiché une seule fois) :"),
    // lobby
    ("lobby.title", "Lobby", "Salon"),
    ("lobby.open_games", "Open games", "Parties ouvertes"),
    ("lobby.none_open", "No game is waiting for players. Create one!", "Aucune partie n'attend de joueurs. Créez-en une !"),
    ("lobby.create", "Create a game", "Créer une partie"),
    ("lobby.game", "Game", "Jeu"),
    ("lobby.seats", "Players", "Joueurs"),
    ("lobby.time_limit", "Time limit per move", "Temps par coup"),
    ("lobby.no_limit", "No limit", "Sans limite"),
    ("lobby.hours", "hours", "heures"),
    ("lobby.day", "day", "jour"),
    ("lobby.not_finished", "Only a finished game gets a rematch.", "Seule une partie terminée peut être rejouée."),
    ("lobby.rematch_offer", "Offer a rematch", "Proposer une revanche"),
    ("lobby.rematch_waiting", "A rematch with the same players and settings waits for you.", "Une revanche avec les mêmes joueurs et réglages vous attend."),
    ("lobby.rematch_join", "Join the rematch", "Rejoindre la revanche"),
    ("lobby.rematch_offered", "The rematch is on: it starts when everyone has joined.", "La revanche est lancée : elle commence quand tout le monde l'a rejointe."),
    ("lobby.nothing_waiting", "No other game is waiting for you.", "Aucune autre partie ne vous attend."),
    ("game.next_game", "Next game waiting for me →", "Partie suivante qui m'attend →"),
    ("lobby.days", "days", "jours"),
    ("lobby.invite_only", "Invitation only (not listed in the lobby)", "Sur invitation seulement (absente du salon)"),
    ("lobby.options", "Options", "Options"),
    ("lobby.create_button", "Create the game", "Créer la partie"),
    ("lobby.created", "Your game is open. Invite players or wait for them to join.", "Votre partie est ouverte. Invitez des joueurs ou attendez qu'ils la rejoignent."),
    ("lobby.join", "Join", "Rejoindre"),
    ("lobby.joined", "You joined the game.", "Vous avez rejoint la partie."),
    ("lobby.leave", "Leave", "Quitter"),
    ("lobby.left", "You left the game.", "Vous avez quitté la partie."),
    ("lobby.cancel", "Cancel the game", "Annuler la partie"),
    ("lobby.cancelled", "The game was cancelled.", "La partie est annulée."),
    ("lobby.started", "The game has started!", "La partie commence !"),
    ("lobby.created_by", "created by", "créée par"),
    ("lobby.waiting_players", "Waiting for players", "En attente de joueurs"),
    ("lobby.invite", "Invite", "Inviter"),
    ("lobby.invite_username", "Invite by username", "Inviter par nom d'utilisateur"),
    ("lobby.invited", "Invitation sent.", "Invitation envoyée."),
    ("lobby.invite_link", "Or share this invitation link:", "Ou partagez ce lien d'invitation :"),
    ("lobby.no_such_user", "No user has that name.", "Aucun utilisateur ne porte ce nom."),
    ("lobby.full", "The game is full.", "La partie est complète."),
    ("lobby.not_open", "The game is no longer open.", "La partie n'est plus ouverte."),
    ("lobby.already_in", "You are already in this game.", "Vous êtes déjà dans cette partie."),
    ("lobby.invitation_needed", "This game is by invitation only.", "Cette partie est sur invitation seulement."),
    ("lobby.creator_cannot_leave", "The creator cancels the game instead of leaving it.", "Le créateur annule la partie au lieu de la quitter."),
    ("lobby.bad_seats", "That number of players is not possible for this game.", "Ce nombre de joueurs n'est pas possible pour ce jeu."),
    ("lobby.bad_option", "An option is not valid:", "Une option n'est pas valide :"),
    ("lobby.unknown_game", "Unknown game.", "Jeu inconnu."),
    // my games
    ("mine.title", "My games", "Mes parties"),
    ("mine.your_turn", "Your turn", "À vous de jouer"),
    ("mine.waiting", "Waiting for others", "En attente des autres"),
    ("mine.open", "Waiting for players", "En attente de joueurs"),
    ("mine.finished", "Finished", "Terminées"),
    ("mine.none", "Nothing here yet.", "Rien pour l'instant."),
    // game page
    ("game.players", "Players", "Joueurs"),
    ("game.turn_heading", "Now", "À présent"),
    ("game.board", "Board", "Plateau"),
    ("game.seat", "Seat", "Place"),
    ("game.to_move", "to decide", "doit décider"),
    ("game.your_turn", "It is your turn.", "C'est à vous de jouer."),
    ("game.waiting_for", "Waiting for", "En attente de"),
    ("game.finished", "The game is over.", "La partie est terminée."),
    ("game.winners", "Won by", "Gagnée par"),
    ("game.scores", "Scores", "Scores"),
    ("game.your_decision", "Your decision", "Votre décision"),
    ("game.submit", "Confirm", "Valider"),
    ("game.pick_touch", "Touch a marked place on the board.", "Touchez un endroit marqué sur le plateau."),
    ("game.pick_so_far", "Chosen so far:", "Choisi jusqu'ici :"),
    ("game.pick_back", "Back", "Retour"),
    ("game.pick_restart", "Start again", "Recommencer"),
    ("game.pick_list", "Or choose from a list", "Ou choisir dans une liste"),
    ("game.pick_confirm", "Then confirm:", "Puis confirmez :"),
    ("game.pick_other", "Other decisions", "Autres décisions"),
    ("game.pick_restarted", "That choice is no longer open (the game may have moved on): choose again.", "Ce choix n'est plus ouvert (la partie a peut-être avancé) : choisissez à nouveau."),
    ("game.take_back", "Take back my last action", "Reprendre ma dernière action"),
    ("game.resigned", "You resigned this game: you decide nothing more in it.", "Vous avez abandonné cette partie : vous n'y décidez plus rien."),
    ("game.resign", "Resign…", "Abandonner…"),
    ("game.resign_explain", "Resigning cannot be undone. With two sides, the other side wins at once; with more, your pieces stay and the computer plays them, and you rank last.", "Abandonner est définitif. À deux camps, l'autre camp gagne aussitôt ; à plus, vos pièces restent, l'ordinateur les joue et vous êtes classé dernier."),
    ("game.resign_confirm", "Yes, resign this game", "Oui, abandonner cette partie"),
    ("game.you_resigned", "You resigned; the computer plays your seat.", "Vous avez abandonné ; l'ordinateur joue votre place."),
    ("game.resigned_player", "resigned", "a abandonné"),
    ("game.taken_back", "Your last action was taken back.", "Votre dernière action a été reprise."),
    ("game.moved", "Done.", "C'est fait."),
    ("game.stale", "The game has moved on since you loaded the page: here is the new state.", "La partie a avancé depuis le chargement de la page : voici le nouvel état."),
    ("game.illegal", "That move is not allowed:", "Ce coup n'est pas permis :"),
    ("game.nothing_to_take_back", "There is nothing you may take back.", "Vous n'avez rien à reprendre."),
    ("game.not_seated", "You are not a player of this game.", "Vous n'êtes pas joueur de cette partie."),
    ("game.not_active", "The game is not in play.", "La partie n'est pas en cours."),
    ("game.options", "Options", "Options"),
    ("game.rules_version", "Rules version", "Version des règles"),
    ("game.time_limit", "Time limit per move", "Temps par coup"),
    ("game.open_status", "Waiting for players", "En attente de joueurs"),
    ("game.cancelled", "This game was cancelled.", "Cette partie a été annulée."),
    ("game.you", "you", "vous"),
    ("game.history", "History", "Historique"),
    ("game.started_at", "Started", "Commencée"),
    ("game.yes", "yes", "oui"),
    ("game.no", "no", "non"),
    // table talk
    ("lobby.policy_skip_short", "the least harmful move is played", "le coup le moins nuisible est joué"),
    ("lobby.policy_bot_short", "the computer plays", "l'ordinateur joue"),
    ("lobby.policy_end_short", "the game ends", "la partie s'arrête"),
    ("lobby.bank", "bank", "réserve"),
    ("lobby.then", "then", "puis"),
    ("lobby.timeout_policy", "When time runs out", "Quand le temps est écoulé"),
    ("lobby.policy_skip", "the least harmful move is played for the player", "le coup le moins nuisible est joué pour le joueur"),
    ("lobby.policy_bot", "a computer player takes the seat until the player returns", "un joueur automatique prend la place jusqu'au retour du joueur"),
    ("lobby.policy_end", "the game ends and the others win", "la partie s'arrête et les autres gagnent"),
    ("lobby.time_bank", "Time bank (extra time per player, whole game)", "Réserve de temps (par joueur, pour la partie)"),
    ("lobby.no_bank", "None", "Aucune"),
    ("lobby.chat_private", "Keep the messages private after the game", "Garder les messages privés après la partie"),
    ("lobby.team_talk", "Partners may talk in a team channel (4 players)", "Les partenaires peuvent se parler dans un canal d'équipe (4 joueurs)"),
    // computer players
    ("lobby.computers", "Computer players", "Joueurs ordinateur"),
    ("lobby.computers_easy", "Easy", "Facile"),
    ("lobby.computers_strong", "Strong", "Fort"),
    ("lobby.computers_help", "They take seats beside yours; when they fill the game, it starts at once. Easy plays sensibly, one move ahead; strong searches the game's future and knows only what its seat may see.", "Ils prennent des places à côté de la vôtre ; s'ils complètent la partie, elle commence aussitôt. Facile joue sensément, un coup à l'avance ; fort explore l'avenir de la partie et ne sait que ce que sa place peut voir."),
    ("lobby.play_now", "Play now against the computer", "Jouer maintenant contre l'ordinateur"),
    ("lobby.play_now_help", "A two-player game starts at once, with no time limit.", "Une partie à deux commence aussitôt, sans limite de temps."),
    ("game.computer_player", "computer player", "joueur ordinateur"),
    ("game.computer_easy", "easy", "facile"),
    ("game.computer_strong", "strong", "fort"),
    ("talk.title", "Table talk", "Discussion"),
    ("talk.post", "Send", "Envoyer"),
    ("talk.to_table", "To the table", "À la table"),
    ("talk.to_team", "To my team only", "À mon équipe seulement"),
    ("talk.team", "team", "équipe"),
    ("talk.edit", "Edit", "Modifier"),
    ("talk.delete", "Delete", "Supprimer"),
    ("talk.hide", "Hide", "Masquer"),
    ("talk.unhide", "Show again", "Réafficher"),
    ("talk.mute", "Mute this user", "Ignorer cet utilisateur"),
    ("talk.unmute", "Stop muting", "Ne plus ignorer"),
    ("talk.deleted", "(message deleted)", "(message supprimé)"),
    ("talk.hidden", "(message hidden by the game's creator)", "(message masqué par le créateur de la partie)"),
    ("talk.edited", "edited", "modifié"),
    ("talk.none", "No message yet.", "Aucun message pour l'instant."),
    ("talk.note", "My private note", "Ma note privée"),
    ("talk.note_help", "Only you can read it.", "Vous seul pouvez la lire."),
    ("talk.save_note", "Save the note", "Enregistrer la note"),
    ("talk.saved", "Saved.", "Enregistré."),
    ("talk.posted", "Message sent.", "Message envoyé."),
    ("talk.cannot_read", "The messages of this game are for its players.", "Les messages de cette partie sont réservés à ses joueurs."),
    ("talk.players_only", "Only the game's players may do that.", "Seuls les joueurs de la partie peuvent faire cela."),
    ("talk.no_team_channel", "This game has no team channel for you.", "Cette partie n'a pas de canal d'équipe pour vous."),
    ("talk.empty", "The message is empty.", "Le message est vide."),
    ("talk.too_long", "The text is too long (2000 characters at most for a message).", "Le texte est trop long (2000 caractères au plus pour un message)."),
    ("talk.not_yours", "That is not your message.", "Ce n'est pas votre message."),
    ("talk.too_late", "Messages can be changed only in the first 5 minutes.", "Un message ne peut être modifié que dans les 5 premières minutes."),
    ("talk.creator_only", "Only the game's creator may hide messages.", "Seul le créateur de la partie peut masquer des messages."),
    ("talk.at_step", "at step", "à l'étape"),
    ("mail.mention_subject", "mentioned you", "vous a mentionné"),
    // archive
    ("profile.reliability", "As an opponent", "Comme adversaire"),
    ("profile.current", "Games under way:", "Parties en cours :"),
    ("profile.mean_reply", "Replies on average within", "Répond en moyenne en"),
    ("profile.turns", "turns", "tours"),
    ("profile.timeouts", "Times their time ran out:", "Fois où son temps s'est écoulé :"),
    ("time.minute", "minute", "minute"),
    ("time.minutes", "minutes", "minutes"),
    ("time.hour", "hour", "heure"),
    ("time.hours", "hours", "heures"),
    ("time.day", "day", "jour"),
    ("time.days", "days", "jours"),
    ("watch.title", "Games to watch", "Parties à suivre"),
    ("watch.help", "Games under way that anyone may look at, as an onlooker sees them: no hidden tile or card is shown. Follow a game or a player to get a mail when their games end.", "Les parties en cours que chacun peut regarder, comme un spectateur les voit : aucune tuile ni carte cachée n'est montrée. Suivez une partie ou un joueur pour recevoir un courriel à la fin de leurs parties."),
    ("watch.none", "No game under way matches.", "Aucune partie en cours ne correspond."),
    ("watch.steps", "Steps", "Étapes"),
    ("watch.follow_heading", "Follow", "Suivre"),
    ("watch.follow", "Follow", "Suivre"),
    ("watch.unfollow", "Stop following", "Ne plus suivre"),
    ("watch.following", "You follow it now: its end comes by mail.", "Vous suivez maintenant : la fin arrivera par courriel."),
    ("watch.unfollowed", "You no longer follow it.", "Vous ne suivez plus."),
    ("watch.follow_player", "Follow this player's games", "Suivre les parties de ce joueur"),
    ("watch.unfollow_player", "Stop following this player", "Ne plus suivre ce joueur"),
    ("nav.watch", "Watch", "Regarder"),
    ("ratings.title", "Ratings", "Classements"),
    ("ratings.help", "Glicko-2 ratings, one per game, updated when a game ends. A rating marked ? is provisional: fewer than 10 games. ± gives the margin: the true strength is within it 95 times in 100.", "Classements Glicko-2, un par jeu, mis à jour à la fin de chaque partie. Un classement marqué ? est provisoire : moins de 10 parties. ± donne la marge : la force réelle s'y trouve 95 fois sur 100."),
    ("ratings.none", "Nobody has finished a rated game of this yet.", "Personne n'a encore terminé de partie classée de ce jeu."),
    ("ratings.none_yet", "No rated game finished yet.", "Aucune partie classée terminée pour l'instant."),
    ("ratings.rating", "Rating", "Classement"),
    ("ratings.games", "Games", "Parties"),
    ("ratings.history", "History", "Historique"),
    ("ratings.full", "Full leaderboard", "Classement complet"),
    ("ratings.provisional", "provisional: fewer than 10 games", "provisoire : moins de 10 parties"),
    ("ratings.graph_from", "Rating history: from", "Historique du classement : de"),
    ("ratings.graph_to", "to", "à"),
    ("nav.ratings", "Ratings", "Classements"),
    ("archive.title", "Finished games", "Parties terminées"),
    ("archive.any", "Any", "Tous"),
    ("archive.player", "Player", "Joueur"),
    ("archive.result", "Result", "Résultat"),
    ("archive.won", "Won", "Gagnées"),
    ("archive.lost", "Not won", "Non gagnées"),
    ("archive.from", "Finished from", "Terminées depuis le"),
    ("archive.to", "until", "jusqu'au"),
    ("archive.filter", "Filter", "Filtrer"),
    ("archive.none", "No finished game matches.", "Aucune partie terminée ne correspond."),
    ("archive.finished", "Finished", "Terminée"),
    ("archive.record", "Record", "Palmarès"),
    ("archive.played", "Played", "Jouées"),
    ("nav.archive", "Archive", "Archives"),
    // history
    ("history.steps", "Steps", "Étapes"),
    ("history.first", "First", "Début"),
    ("history.previous", "Previous", "Précédent"),
    ("history.next", "Next", "Suivant"),
    ("history.last", "Last", "Fin"),
    ("history.step", "Step", "Étape"),
    ("history.back_to_game", "Back to the game", "Retour à la partie"),
    ("history.export", "Export (JSON Lines)", "Exporter (JSON Lines)"),
    ("history.setup", "Set-up", "Mise en place"),
    ("history.new", "new", "nouveau"),
    ("history.earlier", "Earlier steps", "Étapes précédentes"),
    ("history.later", "Later steps", "Étapes suivantes"),
    ("game.new_since_one", "1 new step since your last visit", "1 nouvelle étape depuis votre dernière visite"),
    ("game.new_since", "new steps since your last visit", "nouvelles étapes depuis votre dernière visite"),
    // errors
    ("error.title", "Something went wrong", "Un problème est survenu"),
    ("error.not_found", "This page does not exist.", "Cette page n'existe pas."),
    ("error.forbidden", "You may not do that.", "Vous ne pouvez pas faire cela."),
    ("error.csrf", "Your form has expired or did not come from this site. Reload the page and try again.", "Votre formulaire a expiré ou ne vient pas de ce site. Rechargez la page et réessayez."),
    ("error.bad_request", "The request is not valid.", "La requête n'est pas valide."),
    ("error.login_required", "Log in to continue.", "Connectez-vous pour continuer."),
    ("error.unavailable", "The site is briefly unavailable: its database is restarting. Nothing was changed; please try again in a few seconds.", "Le site est momentanément indisponible : sa base de données redémarre. Rien n'a été modifié ; réessayez dans quelques secondes."),
    ("error.internal", "An internal error occurred. It was logged; please try again later.", "Une erreur interne s'est produite. Elle est consignée ; réessayez plus tard."),
    ("error.too_large", "The request is too large.", "La requête est trop volumineuse."),
    ("error.back", "Back to the lobby", "Retour au salon"),
    // rate limits (the wait is in the Retry-After header)
    ("limit.reset", "Too many reset requests. Look for a link already sent in your inbox, or try again later.", "Trop de demandes de réinitialisation. Cherchez un lien déjà envoyé dans votre boîte, ou réessayez plus tard."),
    ("limit.signup", "Too many sign-ups from your network. Try again later.", "Trop d'inscriptions depuis votre réseau. Réessayez plus tard."),
    ("limit.talk", "You are posting too fast. Wait a moment, then send again.", "Vous écrivez trop vite. Attendez un instant, puis renvoyez."),
    ("limit.api", "Too many API calls with this token. Wait for the time in Retry-After.", "Trop d'appels à l'API avec ce jeton. Attendez le délai indiqué par Retry-After."),
    ("limit.api_bad_token", "Too many calls with an unknown token from your address. Try again later.", "Trop d'appels avec un jeton inconnu depuis votre adresse. Réessayez plus tard."),
    // checked input (src/input.rs)
    ("input.control_character", "A field holds a control character (such as NUL, an escape, or a line break where one line is expected). Nothing was changed.", "Un champ contient un caractère de contrôle (comme NUL, un échappement ou un saut de ligne là où une seule ligne est attendue). Rien n'a été modifié."),
    ("input.empty", "A required field is empty.", "Un champ obligatoire est vide."),
    ("input.too_short", "A field is too short.", "Un champ est trop court."),
    ("input.too_long", "A field is too long.", "Un champ est trop long."),
    ("input.mixed_script", "A username uses letters of one script only (not Latin and Cyrillic mixed, for instance).", "Un nom d'utilisateur n'emploie les lettres que d'une seule écriture (pas de latin mêlé de cyrillique, par exemple)."),
    ("input.redirect", "The page to go back to must be a page of this site.", "La page de retour doit être une page de ce site."),
    ("input.field", "Field:", "Champ :"),
    ("input.character", "character", "caractère"),
    ("input.at_most", "at most", "au plus"),
    ("input.at_least", "at least", "au moins"),
    // mail
    ("mail.verify_subject", "Confirm your email address for Scriptorium", "Confirmez votre adresse pour Scriptorium"),
    ("mail.verify_body", "Welcome to Scriptorium! Confirm that this address is yours with this link (it works for 48 hours); until then, no game mail is sent to it:", "Bienvenue sur Scriptorium ! Confirmez que cette adresse est la vôtre avec ce lien (valable 48 heures) ; d'ici là, aucun courriel de partie ne lui est envoyé :"),
    ("mail.verify_ignore", "If you did not ask for this, ignore this message: nothing changes.", "Si vous n'avez rien demandé, ignorez ce message : rien ne change."),
    ("mail.change_subject", "Confirm your new email address for Scriptorium", "Confirmez votre nouvelle adresse pour Scriptorium"),
    ("mail.change_body", "Your Scriptorium account asked to use this address from now on. Confirm it with this link (it works for 48 hours):", "Votre compte Scriptorium a demandé à utiliser désormais cette adresse. Confirmez-la avec ce lien (valable 48 heures) :"),
    ("mail.change_notice_subject", "Your Scriptorium email address is about to change", "L'adresse de votre compte Scriptorium va changer"),
    ("mail.change_notice_body", "Someone logged in to your account asked to move it to the address", "Quelqu'un de connecté à votre compte a demandé à le déplacer vers l'adresse"),
    ("mail.change_notice_not_you", "Nothing changes until that address confirms. If it was not you, change your password and end the other sessions in your settings.", "Rien ne change tant que cette adresse n'a pas confirmé. Si ce n'était pas vous, changez votre mot de passe et fermez les autres sessions dans vos réglages."),
    ("mail.reset_subject", "Reset your Scriptorium password", "Réinitialisez votre mot de passe Scriptorium"),
    ("mail.reset_body", "Someone (hopefully you) asked to reset the password of your Scriptorium account. Choose a new password with this link within one hour:", "Quelqu'un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Scriptorium. Choisissez un nouveau mot de passe avec ce lien dans l'heure :"),
    ("mail.reset_ignore", "If it was not you, ignore this message: nothing changes.", "Si ce n'était pas vous, ignorez ce message : rien ne change."),
    ("mail.invite_subject", "invites you to play", "vous invite à jouer à"),
    ("mail.invite_body", "You are invited to a game. Open it and join with this link:", "Vous êtes invité à une partie. Ouvrez-la et rejoignez-la avec ce lien :"),
    ("mail.started_subject", "Your game has started", "Votre partie a commencé"),
    ("mail.started_body", "All seats are taken and the seat order is drawn. Follow the game here:", "Toutes les places sont prises et l'ordre des joueurs est tiré. Suivez la partie ici :"),
    ("mail.turn_subject", "Your turn", "À vous de jouer"),
    ("mail.turn_body", "A decision is waiting for you. Make your move here:", "Une décision vous attend. Jouez ici :"),
    ("mail.finished_subject", "Game over", "Partie terminée"),
    ("mail.finished_body", "The game is over. See the result here:", "La partie est terminée. Voyez le résultat ici :"),
    ("mail.signature", "— Scriptorium", "— Scriptorium"),
    ("mail.reminder_subject", "reminder: your move is due", "rappel : votre coup est attendu"),
    ("mail.decision", "Waiting for your decision:", "Votre décision attendue :"),
    ("mail.deadline", "Deadline:", "Échéance :"),
    ("mail.seat_order", "Seat order:", "Ordre des joueurs :"),
    ("mail.timed_out_subject", "ran out of time", "a dépassé son temps"),
    ("mail.timed_out_body", "The time to move ran out for", "Le temps de jouer est écoulé pour"),
    ("mail.mention_heading", "you were mentioned", "on vous a mentionné"),
    ("mail.unsubscribed", "Done: you will get no more notification emails. Your settings page turns them back on.", "C'est fait : vous ne recevrez plus de courriels de notification. Votre page de réglages permet de les réactiver."),
    ("mail.unsubscribe_confirm", "Stop all notification emails (turns, reminders, results)?", "Arrêter tous les courriels de notification (tours, rappels, résultats) ?"),
    ("mail.unsubscribe_invalid", "This unsubscribe link is invalid or expired. Change your email settings on your settings page.", "Ce lien de désabonnement est invalide ou expiré. Modifiez vos réglages de courriel sur votre page de réglages."),
    ("settings.mail_title", "Email", "Courriel"),
    ("settings.password_title", "Password", "Mot de passe"),
    ("settings.current_password", "Current password", "Mot de passe actuel"),
    ("settings.change_password", "Change my password", "Changer mon mot de passe"),
    ("settings.password_changed", "Your password was changed; your other sessions are closed.", "Votre mot de passe est changé ; vos autres sessions sont fermées."),
    ("settings.password_wrong", "The current password is not right.", "Le mot de passe actuel n'est pas le bon."),
    ("settings.mail_mode", "Notification emails", "Courriels de notification"),
    ("settings.mode_immediate", "At once", "Immédiatement"),
    ("settings.mode_batched", "At most one email every", "Au plus un courriel toutes les"),
    ("settings.mode_digest", "One daily digest at", "Un résumé quotidien à"),
    ("settings.mode_none", "None", "Aucun"),
    ("settings.minutes", "minutes", "minutes"),
    ("settings.hour", "hour (your time)", "heure (locale)"),
    ("settings.away_title", "Vacation", "Vacances"),
    ("settings.away_help", "While you are away your deadlines pause; the other players see it.", "Pendant votre absence vos échéances sont suspendues ; les autres joueurs le voient."),
    ("settings.away_until", "Away until", "Absent jusqu'au"),
    ("settings.away_none", "I am here", "Je suis là"),
    ("settings.failures", "Emails that could not be delivered", "Courriels non distribués"),
    ("game.deadline", "due", "échéance"),
    ("game.away", "away until", "absent jusqu'au"),
    // the computer player holding a seat, and its player taking it back
    ("game.bot_playing_for", "computer playing for", "l'ordinateur joue pour"),
    ("game.bot_holds_your_seat", "The computer is playing your seat since you ran out of time.", "L'ordinateur joue à votre place depuis que votre temps est écoulé."),
    ("game.im_back", "I'm back", "Je suis de retour"),
    ("game.welcome_back", "Welcome back: your seat is yours again, with the normal time limit.", "Bon retour : vous reprenez votre place, avec le délai habituel."),
    ("game.seat_not_held", "The computer is not playing your seat in this game.", "L'ordinateur ne joue pas à votre place dans cette partie."),
    ("game.mute_mail", "No emails about this game", "Pas de courriel pour cette partie"),
    ("game.unmute_mail", "Emails about this game again", "Recevoir à nouveau les courriels de cette partie"),
    ("mail.open_game", "Open the game", "Ouvrir la partie"),
    ("mail.preferences", "You get these emails as set on your settings page.", "Vous recevez ces courriels selon vos réglages."),
    ("mail.unsubscribe", "Stop these emails", "Ne plus recevoir ces courriels"),
    // Sessions and API tokens in the settings.
    ("settings.sessions_title", "Where you are logged in", "Où vous êtes connecté"),
    ("settings.sessions_help", "Every browser where you logged in. End one you do not recognise; changing your password ends all the others.", "Chaque navigateur où vous vous êtes connecté. Mettez fin à celui que vous ne reconnaissez pas ; changer de mot de passe met fin à tous les autres."),
    ("settings.session_device", "Device", "Appareil"),
    ("settings.session_since", "Logged in", "Connecté le"),
    ("settings.session_last_seen", "Last active", "Dernière activité"),
    ("settings.session_current", "This browser", "Ce navigateur"),
    ("settings.session_end", "End", "Terminer"),
    ("settings.session_ended", "That session has ended.", "Cette session est terminée."),
    ("settings.log_out_everywhere", "Log out everywhere", "Se déconnecter partout"),
    ("settings.logged_out_everywhere", "You are logged out everywhere.", "Vous êtes déconnecté partout."),
    ("settings.actions", "Actions", "Actions"),
    ("settings.token_created", "Created", "Créé le"),
    ("settings.token_last_used", "Last used", "Dernière utilisation"),
    ("settings.token_never_used", "never", "jamais"),
    ("settings.token_revoke", "Revoke", "Révoquer"),
    ("settings.token_revoked", "The token is revoked.", "Le jeton est révoqué."),
    ("mail.title", "Local mail", "Courrier local"),
    ("mail.help", "No SMTP server is configured: the mail sent to you is kept here. Password-reset mail is not shown here; the site's operator finds it in the mail folder.", "Aucun serveur SMTP n'est configuré : le courrier qui vous est envoyé est gardé ici. Les courriels de réinitialisation du mot de passe n'y figurent pas ; l'exploitant du site les trouve dans le dossier de courrier."),
    ("mail.to", "To", "À"),
    ("mail.subject", "Subject", "Objet"),
    ("mail.none", "No email yet.", "Aucun courriel pour l'instant."),
    // mail subjects that say whose turn and which game, bundled or not
    ("mail.reminder_turn", "Reminder, your turn", "Rappel, à vous de jouer"),
    ("mail.with", "with", "avec"),
    ("mail.and", "and", "et"),
    ("mail.colon", ": ", " : "),
    ("mail.one_more_update", "+1 update", "+1 autre nouvelle"),
    ("mail.more_updates", "updates", "autres nouvelles"),
    // lobby and settings on a phone (issue 14)
    ("lobby.seats_taken", "Seats taken", "Places prises"),
    ("lobby.last_activity", "Last activity", "Dernière activité"),
    ("lobby.take_seat", "Take a seat", "Prendre place"),
    ("lobby.pick_game", "Show this game's options", "Voir les options de ce jeu"),
    ("settings.zone_proposed", "Proposed from your browser's time zone; Save to keep it.", "Proposé d'après le fuseau de votre navigateur ; enregistrez pour le garder."),
];

fn table() -> &'static HashMap<&'static str, (&'static str, &'static str)> {
    static TABLE: OnceLock<HashMap<&'static str, (&'static str, &'static str)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        MESSAGES
            .iter()
            .map(|(key, en, fr)| (*key, (*en, *fr)))
            .collect()
    })
}

/// The text of `key` in `lang`; the key itself if it is unknown (a test makes
/// sure that never happens in the templates).
pub fn t(lang: Lang, key: &str) -> &'static str {
    match (table().get(key), lang) {
        (Some((en, _)), Lang::En) => en,
        (Some((_, fr)), Lang::Fr) => fr,
        (None, _) => {
            tracing::warn!(key, "missing translation");
            "?"
        }
    }
}

pub fn has_key(key: &str) -> bool {
    table().contains_key(key)
}

/// The preferred language in an `Accept-Language` header, by quality.
pub fn from_accept_language(header: &str) -> Option<Lang> {
    let mut ranked: Vec<(f32, Lang)> = header
        .split(',')
        .filter_map(|part| {
            let mut pieces = part.trim().split(';');
            let lang = Lang::from_code(pieces.next()?.trim())?;
            let quality = pieces
                .find_map(|piece| piece.trim().strip_prefix("q="))
                .and_then(|q| q.parse().ok())
                .unwrap_or(1.0);
            Some((quality, lang))
        })
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.first().map(|(_, lang)| *lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_key_twice_and_no_empty_text() {
        let mut seen = std::collections::HashSet::new();
        for (key, en, fr) in MESSAGES {
            assert!(seen.insert(key), "{key} twice");
            assert!(!en.is_empty() && !fr.is_empty(), "{key} has an empty text");
        }
    }

    #[test]
    fn every_key_used_in_templates_exists() {
        let mut missing = Vec::new();
        let mut stack = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/templates"
        ))];
        while let Some(path) = stack.pop() {
            if path.is_dir() {
                stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for piece in text.split("ctx.t(\"").skip(1) {
                let key = piece.split('"').next().unwrap();
                if !has_key(key) {
                    missing.push(format!("{}: {key}", path.display()));
                }
            }
        }
        assert!(missing.is_empty(), "missing translations: {missing:?}");
    }

    #[test]
    fn accept_language_picks_the_best_known() {
        assert_eq!(
            from_accept_language("de-DE,fr;q=0.8,en;q=0.5"),
            Some(Lang::Fr)
        );
        assert_eq!(from_accept_language("en-GB"), Some(Lang::En));
        assert_eq!(from_accept_language("de"), None);
    }
}
