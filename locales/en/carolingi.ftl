# Carolingi: what the rules say to players.

## Options a game is created with
carolingi-option-sundial-year = Last year (sundial)
carolingi-option-sundial-year-help = The game ends after the autumn of this year, unless someone declares peace first. 834 is recommended.
carolingi-option-advanced = Advanced game
carolingi-option-advanced-help = Partisans are placed in set-up rounds, forests come from the first card of each region, palaces are built during play (Develop c) and count 1 point; declaring peace needs a palace and 3 other conditions; one famine card fewer than players.
carolingi-option-anarchy-module = Module: Anarchy and Rebellion
carolingi-option-anarchy-module-help = The Anarchy and Rebellion cards are shuffled into the Archivium with the first famine card at the start of the second year.
carolingi-option-hourglass-hours = Hourglass (hours)
carolingi-option-hourglass-hours-help = Hours each player has to place tiles each season (0 = no hourglass). Tiles not placed in time are not put in the bag.

## Refusals: why a move is not allowed
carolingi-error-seat-count = Carolingi is played by 2 to 6 players
carolingi-error-sundial-year = the sundial must stand on a year from 830 to 839
carolingi-error-game-over = the game is over
carolingi-error-not-your-decision = you have no decision to take now
carolingi-error-wrong-moment = that is not possible at this moment of the game
carolingi-error-tile-not-active = you have no such tile among your active tiles
carolingi-error-already-placed = you have already placed your two tiles this season
carolingi-error-peace-needs-inaction = Declare peace must be placed together with an inaction tile
carolingi-error-bad-exchange = you may exchange only an active action tile for one of your tiles on the circle of seasons
carolingi-error-no-missi = you have no missus left
carolingi-error-no-leudes = you have no leude left
carolingi-error-no-nobiles = you have no noble left
carolingi-error-not-enough-taxes = your taxes do not cover that
carolingi-error-other-influence-chosen = the action you chose earlier with this tile does not allow that
carolingi-error-homeland-limit = you may send at most three missi to your homeland
carolingi-error-card-not-in-zone = that country card is not in a regional zone
carolingi-error-controlled-by-another = another Carolingian controls that country
carolingi-error-no-partisan-on-card = you have no partisan on that card
carolingi-error-cannot-unlock = that tile is not among your locked tiles, or you need two missi to unlock it
carolingi-error-not-controlled = you control that country only if you have more partisans there than all others and rebels together, and never in a forest
carolingi-error-not-developable = no development marker may go there (palace, forest, or already two markers)
carolingi-error-development-limit = at most three development markers per action, from the supply
carolingi-error-not-a-source = your troops may leave only countries you controlled at the start of the action, or forests
carolingi-error-not-adjacent = those countries are not adjacent
carolingi-error-other-homeland = no partisan may enter another Carolingian's homeland
carolingi-error-no-movable-partisan = every partisan there has already crossed a border during this action
carolingi-error-no-plurality = you need more partisans there than any other Carolingian and than the rebel bands
carolingi-error-nothing-to-fight = there is nobody to fight there
carolingi-error-trophy-unavailable = you may claim one trophy per Fight tile, after a battle, with a leude, up to four
carolingi-error-no-rebels = there is no rebel band there
carolingi-error-not-near = you need a partisan in that country or next to it
carolingi-error-pacify-limit = you pacify one country per action, at most three rebel bands
carolingi-error-cannot-play-tile = that tile cannot be played now
carolingi-error-no-such-partisan = that Carolingian has no partisan in the country
carolingi-error-hourglass-hours = the hourglass allows at most 168 hours
carolingi-error-cannot-claim-homeland = a palace needs the advanced game, no homeland yet, three missi, and a controlled country with two development markers in a region without a palace
carolingi-error-cannot-expel = the rebel bands leave for a country adjacent to the new homeland, never another homeland
carolingi-error-partisan-next-door = option a needs no partisan of yours in the countries adjacent to the drawn card's country (and a drawn card)
carolingi-error-no-partisans-there = option c needs another country where you already have partisans
carolingi-error-no-such-card = option d needs a country card already in a regional zone
carolingi-error-placement-over = you have stopped placing tiles this season
