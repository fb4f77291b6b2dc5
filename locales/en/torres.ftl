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
