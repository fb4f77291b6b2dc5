# Torres: the rules page (/rules/torres).

rules-torres-title = How to play Torres
rules-torres-summary = Over three years, build castles wider and higher and send your knights up their towers: each year the King rewards the highest knights in the largest castles.

rules-torres-aim-heading = What the game is about
rules-torres-aim-1 = On a board of 8 by 8 squares (A1 to H8), castles grow from stacked blocks. Each player has 6 knights. At the end of each of the three years, you score for every castle where you have a knight: the level of your highest knight there times the castle’s area (the number of squares it covers). After the third scoring, the highest score wins.

rules-torres-setup-heading = Set-up
rules-torres-setup-1 =
    • Eight blocks stand on the eight starting squares: eight castles of area 1. The other blocks are the supply.
    • Player 1 (the rulebook’s youngest player) begins. In turn, each player puts a first knight on a castle nobody holds yet; the last one also puts the King on a castle without a knight, the King’s castle for the first year.
    • Each year, every player receives stacks of blocks: with 2 players, 4 stacks of 3; with 3 players, 3+3+2+2 in the first year, then 3+3+2; with 4 players, 4 stacks of 2, then 3 stacks of 2 (the rulebook prints the four-player stacks; for two and three players the site follows the Year card as other sources give it).
rules-torres-setup-2 = You use up one stack per turn, so your stacks show how many turns are left in the year. Play goes clockwise.

rules-torres-turn-heading = Your turn: five action points
rules-torres-turn-1 = You have 5 action points (AP) to spend, in any order and on any mix of actions:
rules-torres-turn-2 =
    • Place a new knight: 2 AP.
    • Move a knight one square, or through a castle: 1 AP.
    • Place a block: 1 AP each.
    • Buy an action card: 1 AP, at most two a turn.
    • Play an action card: free, at most one a turn.
    • Advance one space on the score track: 1 AP.
rules-torres-turn-3 = On the board, touch a marked square (to move a knight: the knight, then where it goes), then the button that names the move; a card is chosen beside the board first. Finish with “End my turn”. Until you end your turn or buy a card, you may take actions back.

rules-torres-knights-heading = Knights
rules-torres-knights-1 = A knight’s level is the number of blocks under it: 0 on the bare board. A square is free when no knight and no King stands on it. A new knight goes on a free square sharing a side with one of your knights, at that knight’s level or lower.
rules-torres-knights-2 = A knight moves to a free square sharing a side with its own, never diagonally: up one level at most, down as far as you like, never over another piece.
rules-torres-knights-3 = Every block has a door on each side. A knight facing a door (beside a castle square higher than its own) may enter, walk through the castle level or downwards, and leave by another door onto a free square, dropping if it is lower: 1 AP for the whole passage.

rules-torres-blocks-heading = Blocks and castles
rules-torres-blocks-1 = Your first block of the turn picks the stack; all your blocks that turn come from it. A block goes either on a free block of a castle (nothing on it), or on a free square of the bare board beside a castle, enlarging it. Castles may never join: they may touch only at a corner. No part of a castle may be higher than its area: a castle of 3 squares is at most 3 levels high.
rules-torres-blocks-2 = At the end of your turn that stack is used up, even if you placed nothing (you then say which stack goes: the site’s reading of “the stacks show how many turns are left”). Its unused blocks are spread on your other stacks, none above 3; the rest goes back to the supply (in the older edition too, where the rulebook says you may spread them: keeping a block never hurts). The site asks you only when the choice matters. The blocks left from your last turn of a year follow the edition (see below).

rules-torres-cards-heading = Action cards
rules-torres-cards-1 = To buy a card, look at the top three of your deck, keep one, and put the other two back on top and/or underneath, in the order you choose. A bought card can be played from your next turn on. Playing it costs nothing, nor does its move or block (the site’s reading of “0 AP”); then it is gone.
rules-torres-cards-2 =
    • 6 or 7 action points: this turn you have 6 or 7 AP instead of 5.
    • Climb two levels: a knight steps onto a free side square up to two levels higher.
    • Block under a knight: a block from any of your stacks goes under any knight, within the height limit; on the bare board it enlarges the castle beside it or founds a new one, never joining two.
    • Block from the supply: place a block from the supply by the usual rules.
    • Through a castle at any level: a knight facing a door goes through and out by any door onto a free square, even higher up.
    • Diagonal move: a knight moves one square diagonally, climbing one level at most.
    • Move an uncovered block: lift a block with nothing on it and put it down elsewhere, even alone as a new castle. At least 6 castles must remain; no castle may be cut in two or end higher than its area.
    • Relocate a knight: one of your knights leaves and comes back as a new knight would, beside another of yours.
    • Jump over a knight: your knight jumps over an opponent’s neighbouring knight onto the free square behind, at most one level higher than it started.

rules-torres-scoring-heading = Scoring at the end of a year
rules-torres-scoring-1 = After the year’s last turn, everyone scores in turn, clockwise from player 1. In each castle your highest knight counts: its level times the castle’s area. A knight on level 3 of a castle of area 5 earns 15 points; your others there add nothing, and other players’ knights do not matter.
rules-torres-scoring-2 = Then the King’s bonus, once per player, on top: 5 points in the first year for a knight exactly on level 1 of the King’s castle, 10 in the second for level 2, 15 in the third for level 3.
rules-torres-scoring-3 = The track has 100 spaces and one marker per space: a marker landing on a taken space moves on to the next free one. So once markers have left 0 they never tie; players still on 0 share their place.

rules-torres-year-heading = Between two years
rules-torres-year-1 = After the first and second scoring, the player furthest behind may move the King onto any free block of any castle, or leave it. In the 2017 edition, that player then names who starts the next year; in the older edition, play just goes on clockwise, so player 1 starts again. Everyone receives the new year’s stacks.

rules-torres-end-heading = End of the game
rules-torres-end-1 = The game ends after the third scoring; the highest score wins (players still on 0 would share it). If one of two players resigns, the other wins; with more players, the resigned player’s knights stay and the computer plays their turns, but they cannot win and rank last: if they led, the best score among the others wins.

rules-torres-editions-heading = Editions and decks
rules-torres-editions-1 =
    • 2017 edition (default): you keep the blocks left from your last turn of a year and spread them on next year’s stacks (at most 3 per stack).
    • Older edition: those blocks go back to the supply; no one names a starter between years; a scoring begins with the first player of the round just played.
    • Personal 10-card deck (default): you buy from the 10 cards of your colour.
    • Shared 40-card deck: everyone buys from one deck; in the older edition you then simply take the top card.

rules-torres-meister-heading = Meister version
rules-torres-meister-1 = For experienced players. The players found the 8 castles themselves, one block each in turn, each at least 3 steps along rows and columns from every other (the site’s reading of the two editions’ wordings). Everyone holds all 10 cards of their colour from the start and buys none. Once any score marker has left 0, the leader starts each round, the others following clockwise; the King still moves between years.
rules-torres-meister-2 = A Meister card drawn at random adds a goal for all. Goals about all your knights need at least two on the board (the site’s reading).
rules-torres-meister-3 =
    • Exactly 4, 5, 6 castles: your knights in exactly 4 castles after the first scoring (5 points), 5 after the second (15), 6 after the third (30). The site follows the German card, “present in exactly 4 castles”, where the French text counts knights.
    • Long diagonals, or edge: per knight on a long diagonal (or on the edge), 2, 5, then 10 points; a sole leader in such knights counts one more.
    • After the third scoring only: all your knights in one row, column or diagonal, 50; all on one level, 50; four on the corners of a square with sides along the board’s edges, 50; all on different levels, 40; all in one side-by-side chain, 40.
