# Torres: what the rules say to players.

## Options a game is created with
torres-option-edition = Edition
torres-option-edition-help = 2017: unused blocks of a year's last turn are kept for the next year. Older edition: they go back to the supply (and with a shared deck a bought card is simply the top card).
torres-option-edition-2017 = 2017 edition
torres-option-edition-original = Older edition
torres-option-deck = Action cards
torres-option-deck-help = Personal: each player buys from the 10 cards of their colour (2017 basic game). Shared: one deck of 40 cards (2017 variant; the older edition's basic game).
torres-option-deck-personal = Personal 10-card deck
torres-option-deck-shared = Shared 40-card deck
torres-option-meister = Meister version
torres-option-meister-help = Players found the 8 castles, hold all 10 cards of their colour from the start (no buying), a Meister card adds goals, and the score leader starts each round.

## Action cards and Meister cards
torres-card-six-action-points = 6 action points
torres-card-seven-action-points = 7 action points
torres-card-climb-two-levels = Climb two levels
torres-card-block-under-knight = Block under a knight
torres-card-block-from-supply = Block from the supply
torres-card-through-castle = Through a castle at any level
torres-card-diagonal-move = Diagonal move
torres-card-move-uncovered-block = Move an uncovered block
torres-card-relocate-knight = Relocate a knight
torres-card-jump-over-knight = Jump over a knight
torres-meister-exact-castles = exactly 4/5/6 castles
torres-meister-one-line = all knights in one line
torres-meister-long-diagonals = knights on the long diagonals
torres-meister-same-level = all knights on one level
torres-meister-square = four knights in a square
torres-meister-different-levels = all knights on different levels
torres-meister-edge = knights on the edge
torres-meister-chain = all knights in one chain

## Pieces of labels
torres-square-at-level = { $square } (level { $level })
torres-returned-both = { $top } on top, { $bottom } at the bottom
torres-returned-top = { $top } on top (first on top)
torres-returned-bottom = { $bottom } at the bottom (last lowest)
torres-returned-nothing = {""}
torres-block-rises = { $square }: rises to level { $level } (castle of area { $area })
torres-block-grows = { $square }: the castle grows to area { $area }
torres-block-founds = { $square }: founds a new castle

## Actions
torres-action-found-castle = Found a castle on { $square }
torres-action-first-knight = Place your first knight on { $square }
torres-action-place-king = Place the King on { $square }
torres-action-place-knight = Place a new knight on { $square } (2 AP)
torres-action-move-knight = Move the knight from { $from } to { $to } (1 AP)
torres-action-move-knight-through = Move the knight from { $from } to { $to } through the castle (1 AP)
torres-action-place-block = Place a block from stack { $stack } ({ $blocks } blocks) on { $effect } (1 AP)
torres-action-buy-card = Buy an action card (1 AP)
torres-action-keep-card = Keep { $card }; put back { $returned }
torres-action-advance-score = Advance one space on the score track (1 AP)
torres-action-play-card = Play the card { $card }
torres-action-play-knight-card = Play { $card }: knight from { $from } to { $to }
torres-action-block-under-knight = Play Block under a knight: under the knight on { $square }, from stack { $stack } ({ $blocks } blocks)
torres-action-block-from-supply = Play Block from the supply: on { $effect }
torres-action-lift-block = Play Move an uncovered block: lift the block of { $square }
torres-action-put-lifted-block = Put the lifted block on { $effect }
torres-action-end-turn = End my turn
torres-action-end-turn-using-stack = End my turn, using up stack { $stack } ({ $blocks } blocks, spread on the others)
torres-action-spread-block = Put an unused block on stack { $stack } ({ $blocks } → { $after })
torres-action-move-king = Move the King to { $square }
torres-action-leave-king = Leave the King where it is
torres-action-choose-starter = Player { $number } starts the next year

## The board's last move
torres-last-block-moved = { $player } moves the block of { $from } to { $to }
torres-last-squares = { $player }: { $squares }
torres-with-card = { $what }, with the card { $card }

## History
torres-event-meister-game = The Meister game starts; Meister card: { $card }
torres-event-prepared = The 8 castles stand and the decks are shuffled
torres-event-castle-founded = { $player } founds a castle on { $square }
torres-event-first-knight = { $player } places a first knight on { $square }
torres-event-king-placed = { $player } places the King on { $square }
torres-event-year-started = Year { $year } begins; { $player } starts
torres-event-round-started = Round { $round }
torres-event-turn-started = { $player }'s turn
torres-event-knight-placed = { $player } places a knight on { $square }
torres-event-knight-moved = { $player } moves a knight from { $from } to { $to }
torres-event-block-placed = { $player } places a block on { $square }
torres-event-block-from-supply = { $player } places a block from the supply on { $square }
torres-event-lifted-block-placed = { $player } places the lifted block on { $square }
torres-event-block-lifted = { $player } lifts the block of { $square }
torres-event-cards-drawn = { $player } buys a card, looking at { $count }
torres-event-cards-drawn-seen = { $player } buys a card, looking at { $count }: { $cards }
torres-event-card-kept = { $player } keeps a card, { $top } back on top, { $bottom } under the deck
torres-event-card-kept-seen = { $player } keeps a card ({ $card }), { $top } back on top, { $bottom } under the deck
torres-event-card-played = { $player } plays { $card }
torres-event-score-advanced = { $player } advances to { $score } on the score track
torres-event-turn-ended = { $player } ends the turn ({ $left } unused blocks)
torres-event-block-spread = { $player } puts an unused block on stack { $stack }
torres-event-blocks-returned = { $count } blocks of { $player } go back to the supply
torres-event-blocks-kept = { $player } keeps { $count } blocks for next year
torres-event-scored-castles = { $player } scores { $points } for the castles (now { $score })
torres-event-scored-king = { $player } scores { $points } as the King's bonus (now { $score })
torres-event-scored-meister = { $player } scores { $points } for the Meister card (now { $score })
torres-event-king-awaited = { $player } may move the King
torres-event-king-moved = { $player } moves the King to { $square }
torres-event-king-left = { $player } leaves the King in place
torres-event-starter-awaited = { $player } chooses who starts the next year
torres-event-starter-chosen = { $player } lets { $starter } start
torres-event-game-ended = Game over: { $winners } wins

## Refusals: why a move is not allowed
torres-error-seat-count = Torres is played by 2 to 4 players
torres-error-game-over = the game is over
torres-error-not-your-decision = this is not a decision of yours right now
torres-error-wrong-moment = that action does not fit this moment of the game
torres-error-finish-pending-first = first finish the card in progress (keep a card or put the lifted block down)
torres-error-not-enough-action-points = not enough action points left
torres-error-no-such-square = there is no such square
torres-error-square-taken = that square is taken by a knight or the King
torres-error-no-knight-in-reserve = all your knights are already on the board
torres-error-not-beside-your-knight = a new knight goes next to one of yours, at its level or lower
torres-error-not-your-knight = there is none of your knights on that square
torres-error-unreachable = a knight cannot reach that square this way
torres-error-no-such-stack = you have no such stack
torres-error-other-stack = this turn's blocks come from the stack you already started
torres-error-empty-stack = that stack is empty
torres-error-pick-first-alike-stack = stacks of the same height are alike: choose the first one of that height
torres-error-too-high-for-area = a castle may never be higher than its area
torres-error-not-beside-castle = a block on the bare board must extend a castle
torres-error-would-join-castles = two castles may never join (they may touch only by a corner)
torres-error-supply-empty = the supply has no block left
torres-error-buy-limit = you may buy at most two cards a turn
torres-error-deck-empty = the deck is empty
torres-error-no-buying-in-meister = there is no buying in the Meister game
torres-error-card-not-in-hand = you hold no such card (cards bought this turn wait for your next turn)
torres-error-card-already-played = only one action card may be played a turn
torres-error-wrong-card = that is not the card this action plays
torres-error-bad-keep-choice = keep one of the cards you looked at and put back exactly the others
torres-error-no-such-seat = there is no such player
torres-error-too-few-castles = at least 6 castles must remain
torres-error-would-split-castle = a castle may not be cut in two
torres-error-block-covered = only an uncovered block (nothing on it) may be moved
torres-error-nowhere-to-put = the block cannot be put down anywhere from there
torres-error-stack-choice = name the stack this turn used up (and only then)
torres-error-stack-full = that stack is already 3 blocks high
torres-error-too-close-to-castle = castles are founded at least 3 orthogonal steps apart
torres-error-castle-taken = choose a castle that nobody holds yet
torres-error-not-a-free-block = the King goes on a free block of a castle
torres-error-first-knight-off-castle = a first knight goes on a castle nobody holds yet, not on the bare board
