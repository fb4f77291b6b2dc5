# Carolus Magnus: what the rules say to players.

## Paladin colours
cm-colour-red = red
cm-colour-pink = pink
cm-colour-blue = blue
cm-colour-yellow = yellow
cm-colour-green = green

## Options a game is created with
cm-option-dice-variant = Dice variant
cm-option-dice-variant-help = When replenishing, choose the colour of one die and throw the others.
cm-option-seating = Partners
cm-option-seating-help = Four players play two against two; partners may sit opposite or next to each other.
cm-option-seating-opposite = Opposite: players 1 & 3 against 2 & 4
cm-option-seating-adjacent = Next to each other: players 1 & 2 against 3 & 4

## Refusals: why a move is not allowed
cm-error-game-over = the game is over
cm-error-not-your-turn = it is not your turn to decide
cm-error-not-now = that is not what the game is waiting for now
cm-error-disc-not-in-hand = you do not hold disc { $disc } any more
cm-error-disc-already-played = disc { $disc } was already played this round and you hold another number
cm-error-not-in-reserve = your reserve has no { $colour } paladin
cm-error-no-such-territory = there is no territory { $territory } (merged territories are named by their smallest number)
cm-error-steps-out-of-range = the Emperor moves 1 to { $max } steps with your disc, not { $steps }
cm-error-colour-exhausted = no { $colour } paladin is left in the centre or in every court
cm-error-seat-count = Carolus Magnus is played by 2, 3 or 4 players
