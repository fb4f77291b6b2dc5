# Scriptorium: the service's pages, forms and mail.
# Identifiers are shared by every language; each file holds the same ones.

## This language, by its own name (the language menu lists it so)
language-name = English

## How this language writes a date and time (chrono strftime: %d day, %m month, %Y year, %H:%M time, %Z zone)
date-time-pattern = %Y-%m-%d %H:%M %Z
date-pattern = %Y-%m-%d

## Navigation and layout
app-name = Scriptorium
app-description = Board games played slowly: a move a day, by mail and on your phone.
offline-title = You are offline
offline-explain = Scriptorium cannot be reached right now. Your games are safe on the server: come back when your connection is.
offline-retry = Try again
app-tagline = Board games by post, at your own pace.
nav-label = Site
nav-menu = Menu
nav-lobby = Lobby
nav-my-games = My games
nav-settings = Settings
nav-login = Log in
nav-signup = Sign up
nav-logout = Log out
nav-mail = Local mail
nav-skip = Skip to content

## Accounts
account-email-confirmed = Your email address is confirmed.
account-email-link-sent = A new link is on its way to your address.
account-email-change-sent = A link went to the new address: your address changes when you use it. Your current address was told.
account-deleted = Your account is deleted. Finished games show your seat as "former player".
account-confirm-email-title = Confirm your email address
account-confirm-email-text = Use this address for your Scriptorium account:
account-confirm-email-button = Confirm this address
settings-email-title = Email address
settings-email-verified = confirmed
settings-email-unverified = not confirmed yet: no game mail is sent to it until you use the link we sent.
settings-email-resend = Send the link again
settings-email-new = New address
settings-email-change = Change my address
settings-email-change-help = A link goes to the new address; nothing changes until it is used. Your current address is told.
settings-data-title = Your data
settings-data-download = Download everything we hold about you (JSON)
settings-delete-title = Delete my account
settings-delete-help = Your account, sessions, tokens, messages, notes and ratings go. Finished games keep your seat as "former player"; in games under way the computer plays your seat; open games you created are cancelled.
settings-delete-understood = I understand that this cannot be undone.
settings-delete-button = Delete my account for good
limit-email-links = Too many address links for now: wait a little.
account-email-link-invalid = This link is not valid (any more): it was used, replaced by a newer one, ended by a password change, or is too old.
account-email-needs-password = To move the account to this address, log in to it here first, or give its password.
account-confirm-email-password = The account's password
account-confirm-email-password-help = You are not logged in to this account here: give its password to confirm the change (or log in first).
account-not-me-title = This was not me
account-not-me-text = Someone asked to move your Scriptorium account away from { $address }. Stop it here: the change is cancelled (or undone), every session and API token of the account ends, and a link to choose a new password goes to { $address }.
account-not-me-button = Stop it and secure my account
account-not-me-done = Done: the change is stopped and every session has ended. A link to choose a new password is on its way to your address.
account-not-me-taken = Every session and API token of the account has ended, but its old address belongs to another account now, so it could not be given back: ask the site's operator for help.
limit-tokens = Too many new API tokens for now: wait a little.
limit-replies = Too many replies by mail for now: wait a little.
settings-api-password-help = A token works without your password until you revoke it, so creating one asks for the password.
account-email-taken = That address belongs to another account.
account-email-same = That is already your address.
account-delete-unconfirmed = Tick the box to say you understand that deleting cannot be undone.
account-username = Username
account-email = Email
account-password = Password
account-password-hint = At least 10 characters.
account-login-name = Username or email
account-signup-title = Create an account
account-signup-button = Create my account
account-login-title = Log in
account-login-button = Log in
account-forgot = Forgot your password?
account-reset-title = Reset your password
account-reset-request-help = Enter your email: if it belongs to an account, we send a link to choose a new password.
account-reset-send = Send me a link
account-reset-sent = If that email belongs to an account, a link is on its way.
account-new-password = New password
account-reset-button = Set my new password
account-reset-done = Your password was changed. Log in with it.
account-reset-invalid = This link is invalid, used or expired. Ask for a new one.
account-welcome = Welcome to Scriptorium!
account-logged-in = You are logged in.
account-logged-out = You are logged out.
account-bad-login = Wrong username or password.
account-rate-limited = Too many failed attempts. Wait a few minutes and try again.
account-taken = That username or email is already in use.
account-name-computer = That name belongs to a computer player, or reads like one. Please choose another.
account-bad-username = A username has 3 to 30 letters, digits, '-' or '_'.
account-bad-email = That does not look like an email address.
account-bad-password = A password has at least 10 and at most 200 characters.
settings-title = Settings
settings-language = Language
settings-language-auto = As my browser says
settings-time-zone = Time zone
settings-time-zone-hint = Type a city and pick it from the suggestions, e.g. Europe/Paris or America/New_York.
settings-theme = Colours
settings-theme-device = As this device is set (light or dark)
settings-theme-light = Always light
settings-theme-dark = Always dark
settings-save = Save
settings-saved = Your settings were saved.
settings-bad-time-zone = Unknown time zone.
settings-api-title = API tokens
settings-api-help = A token lets a program (a bot, a script) use the JSON API as you.
settings-api-label = Label
settings-api-create = Create a token
settings-api-created = Your new token (shown only once):

## Lobby
lobby-title = Lobby
lobby-open-games = Open games
lobby-none-open = No game is waiting for players. Create one!
lobby-create = Create a game
lobby-game = Game
lobby-seats = Players
lobby-time-limit = Time control
lobby-no-limit = No limit
lobby-not-finished = Only a finished game gets a rematch.
lobby-seat-not-vanished = Only a seat the computer holds for a player who is gone can be offered.
lobby-seat-not-offered = That seat is not offered to you (or someone took it first).
lobby-seats-to-take = Seats to take over
lobby-seats-to-take-help = In these running games a player is gone and the computer holds their seat. Take it over and play it on from where it stands, with its clock.
lobby-seat-of = seat of
lobby-seat-for-you = (offered to you)
seat-offer-to = Find a new player for this seat:
seat-offer-anyone = anyone (the lobby lists it)
seat-offer-button = Offer the seat
seat-offered-to = Offered to
seat-offered-lobby = Offered to anyone in the lobby
seat-offer-withdraw = Withdraw the offer
seat-take-button = Take over this seat
seat-take-help = You play it on from where it stands, with its clock; the game will not be rated.
seat-offer-sent = The seat is offered; they have been told by mail.
seat-offer-listed = The seat is offered to anyone: the lobby lists it.
seat-offer-withdrawn = The offer is withdrawn.
seat-taken = The seat is yours: play it on from here.
lobby-rematch-offer = Offer a rematch
lobby-rematch-waiting = A rematch with the same players and settings waits for you.
lobby-rematch-join = Join the rematch
lobby-rematch-offered = The rematch is on: it starts when everyone has joined.
lobby-nothing-waiting = No other game is waiting for you.
game-next-game = Next game waiting for me →
lobby-invite-only = Invitation only (not listed in the lobby)
lobby-private = Private: only its players see the game (by invitation)
lobby-options = Options
lobby-create-button = Create the game
lobby-created = Your game is open. Invite players or wait for them to join.
lobby-join = Join
lobby-joined = You joined the game.
lobby-leave = Leave
lobby-left = You left the game.
lobby-cancel = Cancel the game
lobby-cancelled = The game was cancelled.
lobby-started = The game has started!
lobby-created-by = created by
lobby-invite = Invite
lobby-invite-username = Invite by username
lobby-invited = Invitation sent.
lobby-invite-link = Or share this invitation link:
lobby-no-such-user = No user has that name.
lobby-full = The game is full.
lobby-not-open = The game is no longer open.
lobby-already-in = You are already in this game.
lobby-invitation-needed = This game is by invitation only.
lobby-creator-cannot-leave = The creator cancels the game instead of leaving it.
lobby-bad-seats = That number of players is not possible for this game.
lobby-bad-option = An option is not valid:
lobby-unknown-game = Unknown game.
lobby-computer-games-running = You already have as many games against the computer under way as one account may have. One of them must end (or be cancelled) before you start another.
lobby-computer-games-rate = You have started many games against the computer in the last hour. Wait a while before you start another.

## My games
mine-title = My games
mine-your-turn = Your turn
mine-waiting = Waiting for others
mine-open = Waiting for players
mine-finished = Finished
mine-none = Nothing here yet.

## Game page
game-players = Players
game-turn-heading = Now
game-board = Board
game-to-move = to decide
game-your-turn = It is your turn.
game-waiting-for = Waiting for
game-finished = The game is over.
game-winners = Won by
game-scores = Scores
game-your-decision = Your decision
game-submit = Confirm
game-pick-touch = Touch a marked place on the board.
game-pick-so-far = Chosen so far:
game-pick-back = Back
game-pick-restart = Start again
game-pick-list = Or choose from a list
game-pick-confirm = Then confirm:
game-pick-restarted = That choice is no longer open (the game may have moved on): choose again.
game-take-back = Take back my last action
game-resigned = You resigned this game: you decide nothing more in it.
game-resign = Resign…
game-resign-explain = Resigning cannot be undone. With two sides, the other side wins at once; with more, your pieces stay and the computer plays them, and you rank last.
game-resign-confirm = Yes, resign this game
game-you-resigned = You resigned; the computer plays your seat.
game-you-resigned-over = You resigned.
game-resignation-recorded = Your resignation is recorded.
game-winner-mark = Winner
game-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
lobby-rematch-started = The rematch has started.
game-resigned-player = resigned
game-taken-back = Your last action was taken back.
game-moved = Done.
game-stale = The game has moved on since you loaded the page: here is the new state.
game-stale-kept = Someone else moved while you were choosing. Your choice is kept: check the board and confirm again.
live-too-many = Too many live pages are open from your connection. Close a few tabs and reload.
game-illegal = That move is not allowed:
game-nothing-to-take-back = There is nothing you may take back.
game-not-seated = You are not a player of this game.
game-not-active = The game is not in play.
game-options = Options
game-rules-version = Rules version
game-time-limit = Time control
game-open-status = Waiting for players
game-cancelled = This game was cancelled.
game-you = you
game-history = History
game-yes = yes
game-no = no

## Table talk
lobby-policy-skip-short = the least harmful move is played
lobby-policy-bot-short = the computer plays
lobby-policy-end-short = the game ends
lobby-then = then { $policy }
lobby-timeout-policy = When time runs out
lobby-policy-skip = the least harmful move is played for the player
lobby-policy-bot = a computer player takes the seat until the player returns
lobby-policy-end = the game ends and the others win
lobby-time-bank = Time bank (extra time per player, whole game)
lobby-no-bank = None
time-control-per-move = { $time } per move
time-control-per-move-bank = { $time } per move, bank { $bank }
time-control-per-move-bank-increment = { $time } per move, bank { $bank } + { $increment } per move
time-control-bank-only = { $bank } for the whole game
time-control-fischer = { $bank } + { $increment } per move
time-control-cap = { $control }, at most { $cap }
time-control-bad-per-move = The time per move must be between 1 hour and 28 days.
time-control-bad-bank = The time bank must be between 0 and 28 days.
time-control-bad-increment = The time added per move must be between 0 and 7 days.
time-control-bad-cap = The most a bank may hold must be at least the bank itself and at most 28 days.
time-control-no-time = A clock with no time per move needs a time bank.
time-control-nothing-to-spend = A game without a time limit has no bank, no increment and no cap.
time-control-unknown-preset = There is no such time control; choose one of the list.
time-control-preset-and-parts = Give a named time control or its parts (time per move, bank, increment, cap), not both.
lobby-time-control = Time control
lobby-time-control-days = Days per move
lobby-time-control-fischer = A bank that grows each move (Fischer)
lobby-time-control-custom = Custom (below)
lobby-custom-time = Custom time control
lobby-custom-time-help = Used when “Custom” is chosen above. No time per move with a bank makes the bank the whole clock; each move adds the increment to it, up to the cap.
lobby-per-move = Time per move
lobby-no-per-move = None (the bank is the clock)
lobby-increment = Added to the bank after each move
lobby-no-increment = Nothing
lobby-cap = The most a bank may hold
lobby-no-cap = No cap
lobby-chat-private = Keep the messages private after the game
lobby-team-talk = Partners may talk in a team channel (4 players)

## Computer players
lobby-computers = Computer players
lobby-computers-easy = Easy
lobby-computers-strong = Strong
lobby-computers-help = They take seats beside yours; when they fill the game, it starts at once. Easy plays sensibly, one move ahead; strong searches the game's future and knows only what its seat may see.
lobby-play-now = Play now against the computer
lobby-play-now-help = A two-player game starts at once, with no time limit.
game-computer-player = computer player
game-computer-easy = easy
game-computer-strong = strong
talk-title = Table talk
talk-post = Send
talk-to-table = To the table
talk-to-team = To my team only
talk-team = team
talk-edit = Edit
talk-delete = Delete
talk-hide = Hide
talk-unhide = Show again
talk-mute = Mute this user
talk-deleted = (message deleted)
talk-hidden = (message hidden by the game's creator)
talk-edited = edited
talk-none = No message yet.
talk-note = My private note
talk-note-help = Only you can read it.
talk-save-note = Save the note
talk-saved = Saved.
talk-posted = Message sent.
talk-cannot-read = The messages of this game are for its players.
talk-players-only = Only the game's players may do that.
talk-no-team-channel = This game has no team channel for you.
talk-empty = The message is empty.
talk-too-long = The text is too long (2000 characters at most for a message).
talk-not-yours = That is not your message.
talk-too-late = Messages can be changed only in the first 5 minutes.
talk-creator-only = Only the game's creator may hide messages.
talk-at-step = at step

## Archive
profile-reliability = As an opponent
profile-current = Games under way:
profile-mean-reply = Replies on average within
profile-turns = turns
profile-timeouts = Times their time ran out:
watch-title = Games to watch
watch-help = Games under way that anyone may look at, as an onlooker sees them: no hidden tile or card is shown. Follow a game or a player to get a mail when their games end.
watch-none = No game under way matches.
watch-steps = Steps
watch-follow-heading = Follow
watch-follow = Follow
watch-unfollow = Stop following
watch-following = You follow it now: its end comes by mail.
watch-unfollowed = You no longer follow it.
watch-follow-player = Follow this player's games
watch-unfollow-player = Stop following this player
nav-watch = Watch
ratings-title = Ratings
ratings-help = Glicko-2 ratings, one per game, updated when a game ends. A rating marked ? is provisional: fewer than 10 games. ± gives the margin: the true strength is within it 95 times in 100.
ratings-none = Nobody has finished a rated game of this yet.
ratings-none-yet = No rated game finished yet.
ratings-rating = Rating
ratings-rank = Rank
ratings-games = Games
ratings-history = History
ratings-full = Full leaderboard
ratings-provisional = provisional: fewer than 10 games
ratings-graph-from = Rating history: from
ratings-graph-to = to
nav-ratings = Ratings
archive-title = Finished games
archive-any = Any
archive-player = Player
archive-result = Result
archive-won = Won
archive-lost = Not won
archive-from = Finished from
archive-to = until
archive-filter = Filter
archive-none = No finished game matches.
archive-finished = Finished
archive-record = Record
archive-played = Played
nav-archive = Archive

## History
history-steps = Steps
history-first = First
history-previous = Previous
history-next = Next
history-last = Last
history-step = Step
history-back-to-game = Back to the game
history-export = Export (JSON Lines)
history-setup = Set-up
history-new = new
history-earlier = Earlier steps
history-later = Later steps
history-result = Result

## Errors
error-title = Something went wrong
error-not-found = This page does not exist.
error-forbidden = You may not do that.
error-csrf = Your form has expired or did not come from this site. Reload the page and try again.
error-bad-request = The request is not valid.
game-pick-too-long = That is not a choice on the board: one has at most { $max } steps.
game-pick-bad-step = That is not a choice on the board: each step is letters, digits, “:”, “-” or “_”.
error-bad-date = That is not a date.
error-not-a-date = “{ $text }” is not a date we can read: write it as YYYY-MM-DD (for example 2026-12-24).
game-choose-action = Choose an action first.
game-choose-one = Choose one decision at a time.
talk-mute-self = You cannot mute yourself.
watch-follow-self = You cannot follow yourself.
api-history-out-of-range = There are no such steps in this game: `from` must come before `to`, and both within the log.
api-decision-missing = Give an action, take_back or resign.
api-decision-several = Give only one of action, take_back and resign.
error-login-required = Log in to continue.
error-unavailable = The site is briefly unavailable: its database is restarting. Nothing was changed; please try again in a few seconds.
error-internal = An internal error occurred. It was logged; please try again later.
error-too-large = The request is too large.
error-back = Back to the lobby

## Rate limits (the wait is in the Retry-After header)
limit-reset = Too many reset requests. Look for a link already sent in your inbox, or try again later.
limit-signup = Too many sign-ups from your network. Try again later.
limit-talk = You are posting too fast. Wait a moment, then send again.
limit-seat-offers = You have offered seats too often. Wait a while, then offer again.
limit-proposals = You have proposed or withdrawn too often in this game. Wait a while, then propose again.
limit-api = Too many API calls with this token. Wait for the time in Retry-After.
limit-api-bad-token = Too many calls with an unknown token from your address. Try again later.

## Checked input (src/input.rs)
input-control-character = A field holds a control character (such as NUL, an escape, or a line break where one line is expected). Nothing was changed.
input-empty = A required field is empty.
input-too-short = A field is too short.
input-too-long = A field is too long.
input-mixed-script = A username uses letters of one script only (not Latin and Cyrillic mixed, for instance).
input-redirect = The page to go back to must be a page of this site.

## Mail
mail-verify-subject = Confirm your email address for Scriptorium
mail-verify-body = Welcome to Scriptorium! Confirm that this address is yours with this link (it works for 48 hours); until then, no game mail is sent to it:
mail-verify-ignore = If you did not ask for this, ignore this message: nothing changes.
mail-change-subject = Confirm your new email address for Scriptorium
mail-change-body = Your Scriptorium account asked to use this address from now on. Confirm it with this link (it works for 48 hours):
mail-change-notice-subject = Your Scriptorium email address is about to change
mail-change-notice-body = Someone logged in to your account asked to move it to the address { $address }. If that was you, there is nothing to do. If it was not you, open this link: it stops the change (or undoes it), ends every session and API token of the account, and sends a link to choose a new password to this address. It works for 7 days, even after the change went through:
mail-change-notice-not-you = Nothing changes until the new address confirms.
mail-reset-subject = Reset your Scriptorium password
mail-reset-body = Someone (hopefully you) asked to reset the password of your Scriptorium account. Choose a new password with this link within one hour:
mail-reset-ignore = If it was not you, ignore this message: nothing changes.
mail-invite-subject = { $inviter } invites you to play { $game }
mail-seat-offer-subject = { $inviter } asks you to take over a seat in { $game }
mail-seat-offer-body = { $player } is gone and the computer holds their seat. Open the game to take it over and play it on from where it stands (the game will not be rated).
mail-invite-body = You are invited to a game. Open it and join with this link:
mail-started-body = All seats are taken and the seat order is drawn. Follow the game here:
mail-turn-subject = Your turn
mail-finished-body = The game is over. See the result here:
mail-signature = — Scriptorium
mail-reminder-subject = reminder: your move is due
mail-mention-heading = you were mentioned
mail-unsubscribed = Done: you will get no more notification emails. Your settings page turns them back on.
mail-unsubscribe-confirm = Stop all notification emails (turns, reminders, results)?
mail-unsubscribe-invalid = This unsubscribe link is invalid or expired. Change your email settings on your settings page.
settings-mail-title = Email
settings-password-title = Password
settings-current-password = Current password
settings-change-password = Change my password
settings-password-changed = Your password was changed; your other logins and your API tokens go on working.
settings-password-changed-everywhere = Your password was changed; you are signed out everywhere else and every API token is ended.
settings-password-everywhere = Sign out everywhere else and end every API token
settings-password-everywhere-hint = Ticked, every other login of this account ends, with the devices that get its notifications, and every API token stops working (your programs will need a new one). Unticked, they all go on working. This login stays either way, and reset and address links end.
settings-password-wrong = The current password is not right.
settings-mail-mode = Notification emails
settings-mode-immediate = At once
settings-mode-batched = At most one email every
settings-mode-digest = One daily digest at
settings-mode-none = None
settings-minutes = minutes
settings-hour = hour (your time)
settings-quiet-title = Quiet hours
settings-quiet-help = No email or notification reaches you in these hours of your day or on these days; what comes meanwhile waits until they end. No deadline of yours runs out in these hours either: one that would is moved to their end.
settings-quiet-from = Quiet from
settings-quiet-to = until
settings-quiet-days = Quiet all day on:
settings-quiet-both-hours = Quiet hours need a start and an end, and they must differ.
settings-quiet-every-day = Quiet on every day of the week would hold every email for ever: leave at least one day.
weekday-mon = Monday
weekday-tue = Tuesday
weekday-wed = Wednesday
weekday-thu = Thursday
weekday-fri = Friday
weekday-sat = Saturday
weekday-sun = Sunday
settings-push-title = Notifications on your devices
settings-push-help = Your turn, a mention, a game's end and reminders can also reach this phone or computer as a notification, at the same moments and under the same rules as your notification emails (digest, muted games, quiet hours; nothing while you are at the table).
settings-push-none = No device gets notifications yet.
settings-push-a-device = A device
settings-push-added = added
settings-push-last = last notified
settings-push-remove = Remove
settings-push-removed = That device gets no more notifications.
push-enable = Notify me on this device
push-enabled = This device gets notifications now.
push-denied = Notifications are blocked for this site in your browser's settings.
push-failed = This browser could not turn notifications on.
push-needs-js = Turning notifications on needs JavaScript.
push-bad-endpoint = That is not the address of a push service.
push-bad-keys = The device's keys are not valid.
push-too-many = You have as many devices as allowed (10): remove one first.
settings-away-title = Vacation
settings-away-help = While you are away your deadlines pause; the other players see it.
settings-away-until = Away until
settings-away-none = I am here
settings-clock-title = Your clock
settings-days-off = Days off
settings-days-off-help = On these days (in your time zone) your clocks stand still: a deadline counts only the other days. At most three days a week; a change applies from your next turn in each game.
settings-days-off-too-many = At most three days off a week: a clock must run most of the week.
settings-vacation-allowance = Vacation left: { $left } (you gain { $days } days a year, up to { $days } days). An absence below draws from it, and so does a turn whose time runs out: a day of it is used before the timeout applies.
settings-away-not-enough = That absence is longer than the vacation you have left.
settings-vacation-left = You have { $days ->
    [one] 1 day
   *[other] { $days } days
} and { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
} of vacation left.
settings-failures = Emails that could not be delivered
clock-days = { $count } d
clock-hours = { $count } h
clock-minutes = { $count } min
clock-d = d
clock-h = h
clock-m = min
clock-bank = bank
clock-left-until = left, until
clock-up = time is up
clock-in-bank = in the time bank
game-deadline = due
game-away = away until

## The computer player holding a seat, and its player taking it back
game-bot-playing-for = computer playing for
game-bot-holds-your-seat = The computer is playing your seat since you ran out of time.
game-im-back = I'm back
game-welcome-back = Welcome back: your seat is yours again, with the normal time limit.
game-seat-not-held = The computer is not playing your seat in this game.
game-mute-mail = No emails about this game
game-unmute-mail = Emails about this game again
mail-open-game = Open the game
mail-preferences = You get these emails as set on your settings page.
mail-unsubscribe = Stop these emails

## Sessions and API tokens in the settings.
settings-sessions-title = Where you are logged in
settings-sessions-help = Every browser where you logged in. End one you do not recognise; changing your password ends all the others.
settings-session-device = Device
settings-session-since = Logged in
settings-session-last-seen = Last active
settings-session-current = This browser
settings-session-end = End
settings-session-ended = That session has ended.
settings-log-out-everywhere = Log out everywhere
settings-logged-out-everywhere = You are logged out everywhere.
settings-actions = Actions
settings-token-created = Created
settings-token-last-used = Last used
settings-token-never-used = never
settings-token-scopes = May
settings-token-scope-read = read
settings-token-scope-play = play
settings-token-scope-account = change the account
settings-token-scope-read-help = Every token may read what you may read: your games, their talk and history, your settings.
settings-token-scope-play-help = Play: make moves, talk at the table, join and leave games, agree, take seats
settings-token-scope-account-help = Change the account: settings, devices, webhooks, tokens, address, export and deletion
api-scope-missing = This token may not do that.
api-scope-needed = It needs the “{ $scope }” scope: make a token that has it in Settings.
settings-token-revoke = Revoke
settings-token-revoked = The token is revoked.
mail-title = Local mail
mail-help = No SMTP server is configured: the mail sent to you is kept here. Password-reset mail is not shown here; the site's operator finds it in the mail folder.
mail-to = To
mail-subject = Subject
mail-sent = Sent
mail-none = No email yet.

## Mail subjects that say whose turn and which game, bundled or not

## Lobby and settings on a phone (issue 14)
lobby-seats-taken = Seats taken
lobby-last-activity = Last activity
lobby-take-seat = Take a seat
lobby-pick-game = Show this game's options
settings-zone-proposed = Proposed from your browser's time zone; Save to keep it.

## Sentences with arguments: mail
mail-greeting = Hello { $name },
list-and = { $first } and { $last }
mail-game-with = { $game } with { $players }
mail-bundle-subject = { $count ->
    [one] { $subject } (+1 update)
   *[other] { $subject } (+{ $count } updates)
}
mail-choices-heading = Your choices now:
mail-choices-heading-reply = Your choices now (reply to this mail with the number or letter of a choice to play it, or write a message to post it at the table):
mail-choice-kind = { $heading } ({ $count } choices)
mail-choice-run = { $first } … { $last }
mail-choice-kind-step = { $heading }: { $step } ({ $count } choices)
mail-deadline-line = Time left: { $left }, until { $when }.
mail-deadline-bank-line = Time left: { $left } from your time bank, until { $when }.
mail-turn-subject-of = Your turn: { $game }
mail-reminder-subject-of = Reminder, your turn: { $game }
mail-seat-order-line = Seat order: { $players }
mail-time-control-line = Time control: { $control }
mail-started-subject-of = { $game }: Your game has started
mail-winners-line = Won by { $players }
mail-scores-line = Scores: { $scores }
player-score = { $player } { $score }
mail-finished-subject-of = { $game }: Game over
mail-timed-out-line = The time to move ran out for { $player }: { $policy }.
mail-timed-out-subject-of = { $game }: { $player } ran out of time
mail-timed-out-heading = { $player } ran out of time
mail-players-line = Players: { $players }
mail-mention-subject-of = { $game }: you were mentioned
mail-mention-quote = { $author }: “{ $excerpt }”
mail-section-heading = { $game } — { $heading }
mail-unsubscribe-line = Stop these emails: { $url }

## Sentences with arguments: history, pages and refusals
history-timed-out = { $player } ran out of time
history-resigned = { $player } resigned
history-computer-played = the computer decides for { $player }:
history-took-back = { $player } took back their last action
history-took-over = { $newcomer } took over the seat of { $player }
agreement-proposes-pause = { $player } proposes to pause the game: no clock runs and no one moves until a player resumes it.
agreement-proposes-end = { $player } proposes to end the game now, with the scores as they stand.
agreement-proposes-call-off = { $player } proposes to call the game off: no winner, not rated.
agreement-until = waits until
agreement-accepted-by = accepted by
agreement-accept = Accept
agreement-decline = Decline
agreement-withdraw = Withdraw the proposal
agreement-propose = Propose to the other players…
agreement-propose-help = It takes effect when every person still playing accepts; one “no” ends it, and it lapses after three days. The computer’s seats follow the people.
agreement-propose-pause = Pause the game
agreement-propose-end = End it now, scores as they stand
agreement-propose-call-off = Call it off (unrated)
agreement-paused-since = Paused by agreement since
agreement-resume = Resume the game
agreement-ended = Ended by agreement, with the scores as they stood.
agreement-called-off = Called off by agreement: no winner, not rated.
agreement-proposed = Proposed: the other players have been asked.
agreement-you-accepted = You accepted.
agreement-you-declined = Your answer is in: the proposal is off.
agreement-resumed = The game goes on: the clocks run again.
agreement-pending = A proposal is already waiting for answers.
agreement-none = No proposal is waiting for answers (it may have lapsed).
agreement-answered = You already accepted.
game-paused = The game is paused by agreement: resume it first.
game-not-paused = The game is not paused.
mail-proposal-subject-of = A proposal in { $game }
mail-proposal-heading = A proposal from the table
mail-proposal-until = Answer on the game page by { $when }; without every answer it lapses.
history-proposed-pause = { $player } proposed to pause the game
history-proposed-end = { $player } proposed to end the game now, with the scores as they stand
history-proposed-call-off = { $player } proposed to call the game off
history-accepted = { $player } accepted
history-declined = { $player } said no
history-lapsed = The proposal lapsed
history-agreed-pause = Agreed: the game is paused
history-agreed-end = Agreed: the game ends with the scores as they stand
history-agreed-call-off = Agreed: the game is called off
history-resumed = { $player } resumed the game
duration = { $unit ->
    [minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
    [hour] { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
   *[day] { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
}
game-new-since = { $count ->
    [one] 1 new step since your last visit
   *[other] { $count } new steps since your last visit
}
game-recap-heading = Since your last decision
game-recap-marked = (dotted on the board)
game-recap-more = { $count ->
    [one] 1 more step
   *[other] { $count } more steps
}
game-recap-history = In the history
input-field = Field: { $field }
input-field-character = Field: { $field } (character { $code })
input-field-at-most = Field: { $field } (at most { $max })
input-field-at-least = Field: { $field } (at least { $min })

## Refusals with arguments
verbatim = { $text }
game-move-not-open = that move is not open to you now
settings-not-a-time-zone = “{ $zone }” is not in the list of time zones.
seat-number = seat { $number }
list-separator = {", "}

## Rules pages
rules-index-title = How to play
rules-index-intro = Three board games, each played slowly: one move when you have a minute, a mail when it is your turn. Each page explains a game from the set-up to the final score, with every variant this site offers.
rules-players = { $min }–{ $max } players
rules-contents = Contents
rules-picture-caption = The board as the game page draws it.
rules-other-games = The other games
rules-start-a-game = Start a game
rules-sign-up-to-play = Sign up to play
rules-how-to-play = How to play
rules-about-this = How does this work?

## The landing page, for someone who has no account yet
landing-title = Scriptorium: board games by post
landing-lead = Play Carolus Magnus, Torres and Carolingi at your own pace. Nobody has to be online at the same time: you make your move when you have a minute, and the others make theirs when they do. A game lasts days or weeks.
landing-step-start = Start a game against the computer, or invite friends by name or with a link.
landing-step-mail = When it is your turn, you get a mail (or a notification on your phone) with a link to the game.
landing-step-move = Open the link, touch the board to make your move, and come back tomorrow. Every move is kept: you can step back through the whole game.
landing-games = The games
landing-how-to-start = How to start
landing-computer = Play the computer now
landing-computer-help = Create an account, then pick a game under "Play now against the computer": a two-player game against the computer starts at once, without a time limit, and your first turn shows you what to touch.
landing-friend = Play with friends
landing-friend-help = Create an account, then "Create a game": choose the game, the number of players and how long each turn may take, and invite your friends by name or send them the link.
landing-sign-up = Create an account
landing-have-account = Already have an account?

game-jump-label = On this page
game-resign-short = Resign

## The guided first turn, on a newcomer's turns against the computer
guide-title = Your first turn
guide-carolus-magnus = Each round starts with a disc: its number sets your place in the order of play and how far the Emperor moves. Then you place your paladins, one at a time: a colour beside the board, then a territory on the circle (or your own court). Last, you move the Emperor.
guide-torres = The game starts with your first knight: touch a square marked in blue on the board to place it. Later each turn gives you action points to place knights, move them up the castles and add blocks.
guide-carolingi = Each season everybody places two action tiles face down on the Scriptorium, at once and in secret. Then the tiles come out of the bag one by one, and each is carried out by its owner: that is how you win majorities in the regions.
guide-now-board = Touch a place marked in blue on the board (or open the list), then the button that names your move.
guide-now-choice-or-board = Touch one of the choices or a place marked in blue on the board, then the button that names your move.
guide-now-choice = Touch one of the choices; the page then marks what comes next, until a button names your move.
guide-now-confirm = Touch the button that names your move: it plays it.
guide-now-options = Pick one of the options, then touch “Confirm”.
guide-now-buttons = Touch the button that names your move: it plays it.
guide-more = More about this turn
guide-step-confirm = The panel shows what you have chosen so far; the button that names the whole move plays it. “Back” and “Start again” undo a choice before that.
guide-step-computer = The computer answers at once. In a game with people, you get a mail when it is your turn again.
guide-close = Got it

## Play by reply: the answer to a reply
mail-answer-subject = Your reply: { $game }
reply-played = Done: { $choice }.
reply-listed = You chose { $choice }. Reply with the number of what you want:
reply-talked = Your message is posted at the table: “{ $text }”
reply-stale = That mail was about an earlier point of the game, which has moved on since: nothing was done.
reply-not-listed = { $number } is not one of the choices: nothing was done.
reply-no-number = Your reply had no number and no message: nothing was done.
reply-refused = That could not be done: { $reason }
reply-your-turn-again = It is still your turn.
reply-waiting-for = Now it is { $names }’s turn.
reply-game-over = The game is over.
reply-did-you-mean = Did you mean { $key } — { $choice }? Reply yes to play it, or reply with the number or letter you meant. Nothing was done, and your words were not posted at the table: to post them, reply with them again.
reply-which-one = Your reply names more than one choice ({ $keys }): nothing was done, and your words were not posted at the table. Reply with the number or letter of the one you mean, or with your words again to post them.
reply-not-posted = Your words were not posted: { $reason }
# Play by reply: what mail clients and people write in a reply, in this
# language, for the receiver to read it (never shown): lists split by |,
# compared without case.
reply-read-openers = On
reply-read-attribution-ends = wrote: | wrote : | writes:
reply-read-attribution-verbs = wrote | writes
reply-read-header-senders = From
reply-read-header-fields = Sent | Date | To | Cc | Bcc | Subject | Reply-To | Sent at | Importance
reply-read-separators = Original Message | Forwarded message | Begin forwarded message:
reply-read-footers = Sent from | Sent with Proton Mail | Get Outlook for
reply-read-number-words = one | two | three | four | five | six | seven | eight | nine | ten | eleven | twelve | thirteen | fourteen | fifteen | sixteen | seventeen | eighteen | nineteen | twenty
reply-read-number-marks = number | no | no. | option | choice
reply-read-greetings = hi | hello | hey | dear | morning | good
reply-read-yes = yes | y | yep | yeah | ok | okay | sure
reply-read-subject-marks = Re: | Re :
reply-read-responder-subjects = Out of office | Out of the office | Automatic reply | Auto reply | Auto-reply | Autoreply | Auto response | Auto-response | Automatic response | Autoresponder | Away from the office | Vacation reply

## Moderation (issue 32): players' blocks and reports.
limit-reports = Too many reports for now: wait a few minutes.
limit-blocks = Too many blocks and unblocks for now: wait a little.
lobby-blocked = A block stands between you and a player of this game.
account-blocked = This account is blocked by the site's administrators.
history-cancelled-by-moderators = The site's moderators cancelled the game
history-cancelled-with-event = The game's event was called off, and the game with it
agreement-cancelled-by-moderators = Cancelled by the site's moderators: no winner, not rated.
moderation-yourself = You cannot block or report yourself.
moderation-admin-account = An administrator's account is not blocked or deleted here: change ADMIN_EMAILS.
moderation-game-not-running = That game is over or cancelled already.
moderation-no-such-report = That report does not exist or is resolved already.
moderation-report-what = Say what you report: a player, or a game and one of its messages.
moderation-blocked = Blocked: you will not meet this player at a table, and you will not see their messages.
moderation-unblocked = Unblocked.
moderation-reported = Thank you: the report went to the site's administrators.
moderation-block-or-report = Block or report
moderation-block-help = Blocking keeps you apart: no invitations either way, no mention mail from them, their messages hidden from you, and the lobby never seats you together. They are not told.
moderation-block = Block this player
moderation-unblock = Unblock
moderation-report-reason = What happened?
moderation-report-player = Report this player
moderation-report-message = Report
moderation-blocked-title = Blocked players
moderation-blocked-none = You have blocked no one.

## The administrators' pages.
admin-title = Administration
admin-accounts = Accounts
admin-reports = Reports
admin-games = Games
admin-log = Audit log
admin-open-reports = Open reports
admin-search = Name or address
admin-find = Find
admin-no-account = No account matches.
admin-unconfirmed = not confirmed
admin-games-count = Games:
admin-reports-count = Reports:
admin-is-deleted = Deleted.
admin-is-admin = An administrator (ADMIN_EMAILS): not blocked or deleted here.
admin-is-blocked = Blocked
admin-block = Block the account
admin-unblock = Unblock the account
admin-reason = Reason
admin-delete = Delete the account
admin-delete-help = The name becomes "former player", the address and everything the account owns go; other people's games keep its seat. This cannot be undone.
admin-open-only = Open reports only
admin-all-reports = All reports
admin-no-reports = No report.
admin-reported-by = Reported by
admin-at-the-table = At the table
admin-the-game = the game
admin-the-event = the event
admin-resolved = Resolved
admin-resolution = What was done
admin-resolve = Resolve
admin-game-id = Game (its id or address)
admin-game-view-help = Its page shows you what it shows any onlooker: no hidden information until the game ends.
admin-cancel-game = Cancel the game
admin-no-game = No such game.
admin-no-actions = No action yet.
admin-when = When
admin-who = Who
admin-what = What
admin-whom = To
admin-action-block = blocked the account
admin-action-unblock = unblocked the account
admin-action-delete = deleted the account
admin-action-cancel-game = cancelled the game
admin-action-cancel-event = called off an event
admin-action-remove-from-event = took a player out of an event
admin-event-cancelled = The event was called off; its running games were called off with it.
admin-event-player-removed = The player was taken out of the event.
admin-event-not-an-entrant = Nobody of that name is playing in this event: nobody was taken out.
admin-event-named = The name given: { $name }
admin-action-resolve-report = resolved the report
admin-action-other = other
admin-blocked = The account is blocked: its sessions ended and its API tokens are revoked.
admin-unblocked = The account is unblocked.
admin-deleted = The account is deleted.
admin-cancelled = The game is cancelled.
admin-report-resolved = The report is resolved.

## What a search engine shows of a page (<meta name="description">)
meta-default = Scriptorium: play the board games Carolus Magnus, Torres and Carolingi by post, at your own pace, with friends or against the computer.
meta-landing = Play Carolus Magnus, Torres and Carolingi by post: make your move when you have a minute, get a mail when it is your turn, against friends or the computer. Free, in English, French and German.
meta-rules = How to play Carolus Magnus, Torres and Carolingi: the rules in our own words, with boards, in English, French and German.
meta-rules-carolus-magnus = How to play Carolus Magnus: set-up, a round of discs, paladins and the Emperor, castles and the end, with boards and every option this site offers.
meta-rules-torres = How to play Torres: set-up, action points, knights, castles and the King, scoring each round, with boards and every option this site offers.
meta-rules-carolingi = How to play Carolingi: the seasons, action tiles on the Scriptorium, partisans and regions, the end of the game, with boards and every option this site offers.
meta-game = A game played by post at Scriptorium: the board, whose turn it is, the players and what they said.
meta-history = Every step of a game played by post at Scriptorium, with the board after each.
meta-archive = Finished games of Carolus Magnus, Torres and Carolingi played at Scriptorium, each with its whole history.
meta-watch = Games under way at Scriptorium that anyone may watch.
meta-ratings = The ratings of Scriptorium's players in each game.
meta-profile = A player's games, results and ratings at Scriptorium.
landing-none-open = No game is waiting for players just now. Create an account to start one, or to play the computer at once.
settings-webhooks-title = Webhooks: your chat, your phone, your program
settings-webhooks-help = Your turn, reminders, mentions and a game's end can also be posted to a Discord or Slack channel, a Matrix room, an ntfy topic or your own program, under the same rules as your notification emails (digest, muted games, quiet hours; nothing while you are at the table). A hook on one of your games posts each turn of that table once, naming whose turn it is; every player of the game sees it and may remove it.
settings-webhooks-none = No webhook yet.
settings-webhooks-own = My notices
settings-webhooks-of-game = Game:
settings-webhooks-paused = Paused: every delivery failed for three days. Paused since
settings-webhooks-deliveries = Last deliveries
settings-webhooks-no-deliveries = Nothing delivered yet.
settings-webhooks-when = When
settings-webhooks-status = Status
settings-webhooks-error = Error
settings-webhooks-my-mention = My chat id here
settings-webhooks-save-mention = Save
settings-webhooks-test = Send a test
settings-webhooks-resume = Resume
settings-webhooks-remove = Remove
settings-webhooks-format = Where to
settings-webhooks-url = Address (https)
settings-webhooks-room = Matrix room id
settings-webhooks-token = Token (Matrix access token; ntfy token for a protected topic)
settings-webhooks-mention = My chat id (to be mentioned)
settings-webhooks-fields-hint = Discord and Slack: the channel's incoming webhook address. Matrix: your homeserver's address, the room id (!…:server) and an access token. ntfy: the topic's address. Your own program: its address; the signing secret is shown once, after adding. Chat id: a Discord user id, a Slack member id or a Matrix user id.
settings-webhooks-scope = For
settings-webhooks-add = Add the webhook
settings-webhooks-secret = The webhook's signing secret, shown only this once (verify each request's webhook-signature with it):
webhook-format-discord = Discord
webhook-format-slack = Slack
webhook-format-matrix = Matrix
webhook-format-ntfy = ntfy
webhook-format-json = Your program (signed JSON)
webhook-added = The webhook was added.
webhook-removed = The webhook was removed.
webhook-resumed = The webhook takes posts again.
webhook-test-queued = A test is on its way: its delivery shows here in a few seconds.
webhook-mention-saved = Your chat id was saved.
webhook-bad-address = That is not an https address on the public internet.
webhook-bad-token = This kind of webhook needs a token (Matrix: an access token and a room id).
webhook-bad-mention = That is not a chat id (a Discord user id, a Slack member id or a Matrix user id).
webhook-game-and-event = A webhook posts for a game or for an event, not both: leave out one of the two.
webhook-not-a-player = Only the game's players may add a webhook to it.
webhook-too-many = You have as many webhooks as allowed (10). Remove one first.
limit-webhooks = You added or tested many webhooks lately. Wait a few minutes, then try again.
webhook-test-title = A test from Scriptorium
webhook-test-body = This webhook works: your notices will arrive here.
webhook-table-turn = { $game }: { $players } to play
webhook-table-reminder = { $game }: { $players }, the deadline draws near
webhook-table-started = { $game } has started
webhook-table-timed-out = { $game }: a seat ran out of time
webhook-table-finished = { $game } is over
webhook-error-not-public = The address is not an https address on the public internet.
webhook-error-format = The webhook's settings do not make a request (format, address or room).
webhook-error-secret = The webhook's token or secret cannot be read: add the webhook again.
webhook-error-redirect = The receiver answered with a redirect, which is not followed.
webhook-error-refused = The receiver refused the post.
webhook-error-server = The receiver failed; the post will be tried again.
webhook-error-wait = The receiver asked to wait; the post will be tried again then.
webhook-error-unreachable = The receiver could not be reached; the post will be tried again.
webhook-error-paused = The webhook was paused.
