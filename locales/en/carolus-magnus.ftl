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

## Sides (castle colours) and the die's crown face
cm-side-black = Black
cm-side-white = White
cm-side-grey = Grey
cm-side-strength = { $side } { $strength }
cm-side-player = { $side } ({ $player })
cm-side-partners = { $side } ({ $first } & { $others })
cm-face-crown = crown
cm-and = { $first } and { $rest }
cm-nobody = {""}

## What the Emperor's stop would do
cm-effect-no-majority = no majority, nothing happens
cm-effect-leads = { $side } leads but nothing changes
cm-effect-build = { $side } builds a castle
cm-effect-take-over = { $side } takes over { $castles } castle(s) from { $from }

## Actions
cm-action-play-disc = Play disc { $disc } (act { $ahead ->
        [0] first so far
       *[other] after { $ahead } player(s) so far
    }; Emperor up to { $disc } { $disc ->
        [1] step
       *[other] steps
    })
cm-control-kept = you keep control
cm-control-taken = you take control of { $colour }
cm-control-unchanged = no control change
cm-action-place-at-court = Place a { $colour } paladin at your court ({ $mine } vs { $rival }: { $control })
cm-would-lead = { $side } would then lead there: { $counts }
cm-would-lead-nobody = no one would lead there: { $counts }
cm-action-place-in-territory = Place a { $colour } paladin in territory { $territory } ({ $lead })
cm-action-move-emperor = Move the Emperor { $steps } { $steps ->
        [1] step
       *[other] steps
    } to territory { $territory }: { $effect }
cm-source-centre = { $count } in the centre
cm-source-courts = none in the centre: every court gives back { $each }
cm-action-set-die = Set one die to { $colour }, then throw the others ({ $source })
cm-action-take-paladin = Take a { $colour } paladin for a crown ({ $source })

## History
cm-event-board-set = 15 territories receive one paladin each; the Emperor starts in territory { $territory }
cm-event-first-player = { $player } is drawn to play the first disc
cm-event-dice-rolled = { $player } throws the dice: { $faces }
cm-event-colour-chosen = { $player } chooses { $colour }
cm-event-die-turned-free = No { $colour } paladin left: { $player } names another colour
cm-event-crowns-lost = No paladin left of any colour: { $player } gets nothing for { $count } die/dice
cm-event-courts-returned = No { $colour } paladin left in the centre: every court returns { $each }
cm-event-cube-taken = { $player } takes a { $colour } paladin into the reserve
cm-event-opening = Round { $round }: discs are played in the order { $order }
cm-event-disc-played = { $player } plays disc { $disc }
cm-event-turn-order = Order of play: { $order }
cm-event-discs-recovered = Five rounds done: everyone takes back their five discs
cm-event-turn-started = { $player }'s turn: { $paladins } paladin(s) to play, Emperor up to { $disc }
cm-event-placed-at-court = { $player } places a { $colour } paladin at court
cm-event-placed-in-territory = { $player } places a { $colour } paladin in territory { $territory }
cm-event-control-taken-from = { $player } takes control of { $colour } from { $from }
cm-event-control-taken = { $player } takes control of { $colour }
cm-event-emperor-moved = { $player } moves the Emperor { $steps } { $steps ->
        [1] step
       *[other] steps
    } to territory { $territory }
cm-event-no-change = Territory { $territory } stays as it is ({ $side } leads)
cm-event-no-majority = No majority in territory { $territory }: nothing happens
cm-event-castle-built = { $side } builds a castle in territory { $territory }
cm-event-taken-over = { $side } takes over territory { $territory }: { $removed } castle(s) of { $from } replaced by { $placed }
cm-event-merged = Territories { $into } and { $absorbed } merge into one
cm-event-replenish = { $player } replenishes with { $dice } dice
cm-end-all-castles = all of a side's castles are built
cm-end-few-territories = fewer than 4 territories remain
cm-end-frozen = no paladin can be played any more
cm-end-settled = no paladin can be played any more and no castle can change
cm-event-game-ended = Game over, { $why }: { $winners } win(s) with castles { $castles }

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

## Board
cm-board-setting-up = Setting up
cm-board-the-dice-thrown-for-the-first = the dice thrown for the first reserves
cm-board-text = {" & "}
cm-board-the-circle-of-territories = The circle of territories
cm-board-nothing-happens = nothing happens
cm-board-letter-pink = P
cm-board-letter-yellow = Y
cm-board-letter-green = G
cm-board-play-a-disc = Play a disc
cm-board-place-a-paladin-from-your-reserve = Place a paladin from your reserve
cm-board-move-the-emperor = Move the Emperor
cm-board-choose-a-colour = Choose a colour
cm-board-your-court = your court
cm-board-territory = territory
cm-board-the-emperor-to-territory = the Emperor to territory
cm-board-choose-the-colour-of-the-paladin = Choose the colour of the paladin to place.
cm-board-touch-the-territory-where-the-emperor = Touch the territory where the Emperor should stop.
cm-board-your-court-place-the-paladin-here = Your court: place the paladin here

## Board words
cm-word-round = Round
cm-word-centre = Centre
cm-word-court = Court
cm-word-reserve = Reserve
cm-word-castles-left = Castles left
cm-word-discs = Discs
cm-word-played = played
cm-word-to-move = to move
cm-word-partner = partner
cm-word-chosen = Chosen
cm-word-legend = Legend
cm-word-emperor = Emperor
cm-word-clan-marker = clan marker: this court controls the colour
cm-word-castle = castles
cm-word-landing = where the Emperor can stop (steps) and who would build or take over
cm-word-strength = strength of each side here (controlled paladins + castles)
cm-word-disc-held = disc in hand
cm-word-disc-used = disc played earlier
cm-word-territory = territory
cm-word-merged = merged territories
cm-word-game-over = Game over
cm-word-wins = wins
cm-word-controls = controls
cm-word-order = Order of play

## Board: who does what now, the last move, the landing badges
cm-step-first-reserve = throws the dice (first reserve)
cm-step-naming-colour-first-reserve = names a crown's colour (first reserve)
cm-step-naming-colour = names a crown's colour ({ $crowns } left)
cm-step-setting-die = sets one die's colour, then throws
cm-step-playing-disc = plays a disc
cm-step-discs-down = played disc { $disc }: the order of play is set
cm-step-placing-paladins = places paladins: { $placed } of { $total } placed
cm-step-moving-emperor = { $disc ->
    [1] moves the Emperor 1 step
   *[other] moves the Emperor 1 to { $disc } steps
}
cm-step-emperor-moved = moved the Emperor to territory { $territory }
cm-step-replenishing = throws the dice to refill the reserve
cm-board-last-move = Last move: { $what }. Dashed outline: what it changed.
cm-decision-disc-played = played disc { $disc }
cm-decision-placed-at-court = placed a { $colour } paladin in their court
cm-decision-placed-in-territory = placed a { $colour } paladin in territory { $territory }
cm-decision-emperor-moved = moved the Emperor { $steps } { $steps ->
        [1] step
       *[other] steps
    } to territory { $territory }
cm-decision-colour-named = named the colour { $colour }
cm-board-place-here = territory { $territory }: place the paladin here
cm-board-builds = { $side } builds
cm-board-takes-over = { $side } takes over from { $from }
cm-board-emperor-to = The Emperor to territory { $territory }
cm-board-disc-acts = played { $disc } · acts { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
cm-board-disc-played = played { $disc }
cm-board-court-of = { $player }'s court
