# Countdown (the test game): what the rules say to players.

## Options a game is created with
countdown-option-jokers = Secret jokers
countdown-option-jokers-help = Each player holds a hidden joker of 1 to 3 stones.

## Refusals: why a move is not allowed
countdown-error-game-over = the game is over
countdown-error-not-your-turn = it is not your turn
countdown-error-too-many = you may take at most three stones a turn
countdown-error-nothing-taken = take at least one stone before ending your turn
countdown-error-no-joker = you have no joker to play
countdown-error-joker-after-taking = a joker replaces the whole turn: play it before taking stones
countdown-error-seat-count = the game needs 2 to 4 seats

## Actions
countdown-action-take-one = Take one stone
countdown-action-end-turn = End my turn
countdown-action-play-joker = Play my joker

## History
countdown-event-dealt = The pile holds { $pile } stones
countdown-event-took-one = { $player } took a stone
countdown-event-joker-played = { $player } played a joker of { $count }
countdown-event-turn-ended = { $player }'s turn
countdown-event-won = { $player } took the last stone and wins

## Board
countdown-board-stones-left = stones left
countdown-board-your-secret-joker = Your secret joker:
countdown-board-holds-joker = holds a joker
countdown-board-no-joker = no joker
countdown-board-your-joker = your joker
countdown-group-take-one = Take
countdown-group-end-turn = End the turn
countdown-group-play-joker = Joker
