# Carolus Magnus: the rules page (/rules/carolus-magnus).

rules-carolus-magnus-title = How to play Carolus Magnus
rules-carolus-magnus-summary = Win over five clans of paladins and build castles in the territories the Emperor visits, where one change of loyalty can turn a whole region.

rules-carolus-magnus-aim-heading = What the game is about
rules-carolus-magnus-aim-1 = Fifteen territories lie in a circle and the Emperor travels round it. Where he stops, the side that controls the most paladins there builds a castle, or takes over the castles already there. But a paladin belongs to nobody: it counts for whoever controls its colour, and colours are controlled from the players’ courts.
rules-carolus-magnus-aim-2 = The paladins are cubes in five colours: red, pink, blue, yellow and green. The sides are Black, White and, with three players, Grey. The first side with all its castles on the circle wins; if fewer than four territories remain first, the side with the most castles wins.

rules-carolus-magnus-setup-heading = Set-up
rules-carolus-magnus-setup-1 = The site sets up the table; nothing is hidden during the game.
rules-carolus-magnus-setup-2 =
    • Each of the 15 territories, numbered 1 to 15 clockwise, gets one paladin at random (3 of each colour). The Emperor starts on a random territory; the other paladins wait in the centre.
    • Each player has an empty court and five discs numbered 1 to 5; each side has 10 castles (8 with three players).
    • Each player throws the dice for a first reserve of 7 paladins: 3 dice, 3 dice, then 1 (with three players, 3 dice three times: 9 paladins). Each die gives a paladin of its colour from the centre; for a crown, you choose the colour.
    • The player who plays the first disc is drawn by lot.

rules-carolus-magnus-discs-heading = A round: the discs
rules-carolus-magnus-discs-1 = Each round opens with the discs: one after another, each player plays one of their discs face up (“Play a disc”). The lowest number acts first, then the next lowest, and so on; and your number is the most steps you may move the Emperor. You may not repeat a number already played this round unless you hold no other; equal numbers then act in the order they were played (the rulebook’s rule for two players, which the site applies to three and four).
rules-carolus-magnus-discs-2 = Then, in disc order, each player takes a turn: place paladins, move the Emperor, refill the reserve. This order is also the order of the next round’s discs (the rulebook says so for two and three players; the site does the same with four). After five rounds everyone takes their five discs back.

rules-carolus-magnus-paladins-heading = Placing paladins and controlling colours
rules-carolus-magnus-paladins-1 = Place 3 paladins from your reserve (4 with three players), one at a time, each in your own court or in any territory. Once placed, a paladin never moves. On the board: choose the colour, touch your court or a territory, then press the button that names the move; it says beforehand what would change. Until you move the Emperor, you may take placements back.
rules-carolus-magnus-paladins-2 = You control a colour when your court holds more paladins of it than every other court; its clan marker comes to your court. In a tie, whoever held the colour keeps it; if nobody held it, nobody gets it (the site’s reading). Every paladin of a colour you control counts for you in every territory, so a paladin placed in a territory may one day help your rival.

rules-carolus-magnus-emperor-heading = Moving the Emperor: building and taking over
rules-carolus-magnus-emperor-1 = Then move the Emperor clockwise, at least 1 step and at most your disc’s number; each territory is one step, however large. Touch the territory where he should stop: the marks on the circle show the steps and what would happen there.
rules-carolus-magnus-emperor-2 = There, each side’s strength is counted: the paladins of the colours its players control, plus one for each of its castles. A side leads when it is stronger than every other side.
rules-carolus-magnus-emperor-3 =
    • No castle yet: the leader builds one castle. With no leader (a tie, or no controlled paladin), nothing happens.
    • Castles already there: if another side now leads, all of them are replaced by castles of the new leader; if it has fewer left, it places all it has, and so ends the game (the site’s reading). If the owner still leads, or there is a tie, nothing changes.

rules-carolus-magnus-merging-heading = Merged territories
rules-carolus-magnus-merging-1 = After a castle is built or taken over, its territory must merge with each neighbour holding castles of the same side, again and again while the next neighbour qualifies. The merged territory keeps all their paladins and castles, takes the smallest of their numbers, and counts as one step for the Emperor, who stays on it. It is not checked for a new majority as it forms, and it never splits again.
rules-carolus-magnus-merging-2 = Its many castles make it strong, but one take-over changes them all at once.

rules-carolus-magnus-dice-heading = Refilling your reserve
rules-carolus-magnus-dice-1 = After the stop, the site throws 3 dice for you (4 with three players). Each die gives you a paladin of its colour from the centre; for a crown, choose a colour (“Choose a colour”).
rules-carolus-magnus-dice-2 = If the centre lacks a colour a die asks for, every court gives back the same number of it: as many as the smallest court of that colour holds, so control does not change (the rulebook does not say how many: the site’s reading). If some court has none, you name another colour instead; if no colour is left anywhere, the die gives nothing; a reserve left short of 7 (9 with three players) is filled up by further throws while colours can still be had (the site’s readings of cases the rulebook never meets).

rules-carolus-magnus-end-heading = End of the game
rules-carolus-magnus-end-1 = Right after a stop and its merges, the game ends if a side has all its castles on the circle, or if fewer than four territories remain. The side with the most castles on the circle wins; the rulebook compares nothing else, so equal sides share the victory (the site’s reading).
rules-carolus-magnus-end-2 = The site also ends a game that can no longer change (reserves empty, no paladin to be had, no territory where a non-owner leads), scored the same way. If a player resigns and one side is left, it wins; partners resign together. With three players, the computer plays a resigned player’s turns; that player cannot win and ranks last, and if they led, the side with the most castles among the others wins.

rules-carolus-magnus-players-heading = Three and four players
rules-carolus-magnus-players-1 = With three players, each side has 8 castles and wins with all 8 on the circle. Each player starts with 9 paladins, places 4 a turn and throws 4 dice. To lead a territory, a side must be stronger than each of the other two.
rules-carolus-magnus-players-2 = With four players, two teams of two play, Black against White. Partners share 10 castles and add their strength in the territories; everything else is personal: court, reserve, discs. Colour control is individual: partners’ courts are not added. Discs must differ from everyone’s, partners included (the site’s reading, as with three players), so partners may act one after the other. The game’s creator decides whether partners may talk in a team channel.

rules-carolus-magnus-options-heading = Options on this site
rules-carolus-magnus-options-1 =
    • Dice variant: each time you refill your reserve, set one die to the colour you want (“Set one die to …”) and the others are thrown. Less luck. The first reserves are thrown as usual (the site’s reading).
    • Partners (four players): opposite, players 1 and 3 against 2 and 4; or next to each other, players 1 and 2 against 3 and 4. Players are numbered in seating order, and round 1 opens in that order from the player drawn.
rules-carolus-magnus-options-2 = Any seat can be given to a computer player when you create a game.
