## Events: tournaments, leagues and ladders (issue 44).

nav-events = Events
events-title = Events
events-open = Open for entry
events-all = Every event
events-mine = My events
events-none = No events here yet.
events-none-entered = Nobody has entered yet.
events-create = Create an event
events-new-title = An event
events-name = Name of the event
events-game = Game
events-seats = Players per table
events-format = Format
events-format-round-robin = Round robin, every game at once
events-format-swiss = Swiss
events-format-knock-out = Knock-out
events-format-league = League with seasons
events-format-ladder = Ladder
events-format-help = Only the settings of the chosen format count: rounds for a Swiss; division size, seasons, promotions and relegations for a league; reach, days to accept and declining for a ladder. Knock-outs and ladders are played one against one.
events-rounds = Rounds
events-division-size = Players per division
events-seasons = Seasons
events-promoted = Promoted from each division
events-relegated = Relegated from each division
events-reach = A challenge reaches this many places up
events-accept-days = Days to accept a challenge
events-decline-loses = Declining a challenge loses it
events-yes = yes
events-no = no
events-time-control = Time per move
events-no-limit = No time limit
events-per-move = { $time } per move
events-vacation-days = Days of vacation allowed
events-timeout-policy = When a player's time runs out
events-timeout-loses = the player who ran out of time loses
events-timeout-as-it-stands = the game counts as it stood
events-vanished-policy = A player who stops playing
events-vanished-stay = stays entered and their games time out
events-vanished-withdraw-after = { $count ->
    [one] is withdrawn after one game lost on time
   *[other] is withdrawn after { $count } games lost on time
}
events-vanished-after = Games lost on time before a player is withdrawn
events-vanished-help = 0 keeps such a player entered.
events-rating-min = Lowest rating allowed
events-rating-max = Highest rating allowed
events-any = any
events-registration-days = Days registration stays open
events-registration-closes = Registration closes
events-max-players = Most players
events-start = Start
events-start-when-full = when the event is full (called off if it is not full when registration closes)
events-start-at-time = at a set time
events-start-in-hours = Hours from now to a set start
events-scoring = Points
events-scoring-rule = 2 for each player finished ahead of, 1 for each tie; a bye counts as a win
events-submit = Save the event
events-created = Your event is open for entry.
events-rules = Rules
events-rules-changed = The rules were changed.
events-change-rules = Change the rules
events-start-now = Start now
events-started = The event has started.
events-cancel = Call the event off
events-cancelled = The event was called off.
events-phase-registering = Open for entry
events-phase-running = Under way
events-phase-finished = Finished
events-phase-cancelled = Called off
events-organizer = organized by
events-winners = Won by
events-entrants = Players
events-entrant-left = left the event
events-register = Enter this event
events-registered = You are entered.
events-withdraw = Withdraw from this event
events-withdrew = You have withdrawn.
events-withdraw-before-start = Withdrawing frees your place; you cannot enter this event again.
events-withdraw-consequence = If you withdraw, you cannot enter again. Your open two-player games are lost at once; games of three or more go on without you and place you last; results already played stand; you are not paired again.
events-rounds-title = Rounds and games
events-round = Round { $round }
events-table = Table { $table }
events-game-link = the game
events-result-playing = being played
events-result-forfeit = (forfeit)
events-result-timeout = (on time)
events-byes = Byes:
events-standings = Standings
events-points-rule = Points: 2 for each player finished ahead of, 1 for each tie.
events-tie-breaks = Ties are broken by:
events-rank = Rank
events-player = Player
events-points = Points
events-games = Games
events-tiebreak-buchholz = Buchholz
events-tiebreak-sonneborn-berger = Sonneborn-Berger
events-tiebreak-head-to-head = head-to-head
events-tiebreak-game-score = game points
events-tiebreak-champion = champion
events-tiebreak-round-reached = round reached
events-tiebreak-rung = rung
events-tiebreak-short-buchholz = BH
events-tiebreak-short-sonneborn-berger = SB
events-tiebreak-short-head-to-head = H2H
events-tiebreak-short-game-score = GP
events-tiebreak-short-champion = Ch
events-tiebreak-short-round-reached = Rd
events-tiebreak-short-rung = Rung
events-played-for = Played for the event
events-not-organizer = Only the organizer of the event may do that.
events-unknown-game = There is no such game.
events-bad-seats = That game is not played at that many players per table.
events-bad-time-control = That time per move is not offered.
events-bad-name = An event needs a name of at most 100 characters.
events-no-such-player = There is no player of that name.
events-stale = Someone else changed the event at the same moment. Look again, then try once more.
limit-events = You have created many events today. Wait a while before creating another.

## What an event refuses, and why: nothing changed.

event-refusal-not-created = This event does not exist yet.
event-refusal-already-created = This event already exists.
event-refusal-event-over = This event is over.
event-refusal-invalid-rules = These rules cannot make an event: check the format's settings, the rating bounds, the number of players and the start.
event-refusal-rules-fixed-after-start = The rules cannot change once the event has started: everyone plays by the rules they entered under.
event-refusal-rules-exclude-entrants = These rules would shut out players who have already entered.
event-refusal-registration-closed = Registration for this event is closed.
event-refusal-event-full = This event is full.
event-refusal-already-entered = You have already entered this event.
event-refusal-left-already = You left this event and cannot enter it again.
event-refusal-rating-out-of-bounds = Your rating is outside the bounds of this event.
event-refusal-not-entered = You are not playing in this event.
event-refusal-not-started = This event has not started yet.
event-refusal-already-started = This event has already started.
event-refusal-too-early-to-start = This event starts later, at its set time.
event-refusal-starts-when-full = This event starts by itself when it is full.
event-refusal-round-still-running = The games of the current round are still being played: the next round is paired when they have all ended.
event-refusal-no-rounds-left = Every round of this event has been paired.
event-refusal-wrong-format = This event's format does not do that.
event-refusal-no-such-table = This event has no such table.
event-refusal-result-already-recorded = This table already has its result.
event-refusal-malformed-result = That result does not fit the table's players.
event-refusal-challenge-self = Nobody can challenge themselves.
event-refusal-out-of-reach = That player is not above you within reach of a challenge.
event-refusal-challenge-pending = One of you already has an open challenge.
event-refusal-blocked-pair = These two players cannot play each other.
event-refusal-no-such-challenge = There is no such open challenge.
event-refusal-not-your-challenge = Only the challenged player may answer this challenge.
event-refusal-challenge-lapsed = This challenge has lapsed.
event-refusal-games-still-running = Games of this event are still being played.

## Ladder challenges
events-challenges = Challenges
events-you-may-challenge = You may challenge a player above you:
events-challenge = Challenge
events-rung = rung
events-no-challenges = No challenges yet.
events-challenge-answer-by = open, to be answered by
events-challenge-expired = lapsed unanswered
events-challenge-accepted = accepted: the game is in the rounds below
events-challenge-declined = declined
events-challenge-accept = Accept
events-challenge-decline = Decline
events-challenged = Your challenge is sent.
events-challenge-you-accepted = You accepted: your game has started.
events-challenge-you-declined = You declined the challenge.
events-close-ladder = Close the ladder (its top rung wins)
events-closed = The ladder is closed.
events-export = Download the event's log (a file scriptorium verify checks)
events-cancelled-by-organizer = The organizer called the event off; its running games were called off with it (unrated).
events-cancelled-too-few-players = Too few players had entered at the start to seat a single table.
events-cancelled-never-filled = Registration closed before the event was full, so it never started. Nobody's rating changed.
events-cancelled-by-moderators = The site's moderators called the event off; its running games were called off with it (unrated).
events-vanished-computer = at their first timeout the computer takes their seat and plays on until they come back (or a reserve takes the seat over); the game then counts by the rule for running out of time
events-computer-seat = Instead, the computer takes the seat of a player whose time runs out
events-moderators = Moderators
events-moderators-cancel = Call the event off (moderators)
events-moderators-cancel-hint = Its running games are called off with it, unrated. The reason goes to the audit log.
events-moderators-username = The player's username
events-moderators-remove-named = Take this player out of the event
events-moderators-remove-hint = A player taken out is treated as if they had withdrawn: their open two-player games are lost at once, results already played stand. The reason goes to the audit log.
events-projection-both = Expected to end around { $expected }; around { $slow } if every move takes its full time.
events-projection-slow = If every move takes its full time, it ends around { $slow }.
events-projection-how = Projected from the clocks: the time per move, how far each game has got against a typical game of its kind, the rounds still to play and the vacation allowed. A player's days off are not counted.

## A big event's page and its full lists (issue 44, events at scale)
events-you = (you)
events-your-table = your table
events-your-bye = You have a bye in this round.
events-lines-left-out = …
events-all-standings = All standings ({ $count ->
    [one] one player
   *[other] { $count } players
})
events-all-tables = All { $count } tables of round { $round }
events-byes-counted = { $count } players have a bye in round { $round }: see them on the round's page
events-round-tables = { $count ->
    [one] one table
   *[other] { $count } tables
}
events-entrants-first = { $count } players have entered; the first to enter:
events-all-entrants = All { $count } players
events-standings-of = Standings: { $count ->
    [one] one player
   *[other] { $count } players
}
events-entrants-of = Players: { $count ->
    [one] one has entered
   *[other] { $count } have entered
}
events-back-to-event = Back to the event
events-page-of = Page { $page } of { $pages }
events-page-previous = Previous page
events-page-next = Next page
events-find-me = Find me
events-no-such-page = This list has no such page.
events-list-pages = { $pages ->
    [one] It has one page.
   *[other] It has { $pages } pages.
}
events-no-such-round = This event has no such round.
