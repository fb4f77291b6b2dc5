# Carolingi: the rules page (/rules/carolingi). Sections as in
# src/games/headings/carolingi.rs (RULES); paragraphs numbered from 1.

rules-carolingi-title = How to play Carolingi
rules-carolingi-summary = Charlemagne's grandchildren spread their partisans over the Frankish realm with secret action tiles drawn at random from a bag, racing for victory conditions or to declare peace first.

## The aim
rules-carolingi-aim-heading = The aim
rules-carolingi-aim-1 = It is 830 and you are one of Charlemagne's grandchildren, the Carolingians. With your partisans (the cubes of your colour) you take countries from rebel bands and rivals, develop them, fight for glory and unite regions. Each victory condition you fulfil is a point; after the autumn of the sundial's year the most points wins, unless someone has declared peace first.
rules-carolingi-aim-2 = Here the game waits for whoever must decide. To act, touch a marked country, card or tile, then the button that names the move; every choice is also listed. The board's "Victory conditions now" shows the points as they stand. The computer can play a seat.

## Set-up
rules-carolingi-setup-heading = Setting up
rules-carolingi-setup-1 = The site sets up the table. The number of players decides which regions are in play; the other countries stay empty.
rules-carolingi-setup-2 =
    • 2 players: Neustria, Lotharingia and Saxony.
    • 3 players: add Burgundy and Alemannia.
    • 4 players: add Aquitaine.
    • 5 players: add Bavaria.
    • 6 players: add the Kingdom of the Lombards.
rules-carolingi-setup-3 = Each region has one forest. Each palace stands in a homeland drawn at random, with five of its owner's partisans; no other piece may ever enter a homeland. Every other country that is not a forest gets a rebel band. A few country cards start in their regional zones (a zone holds two cards fewer than its region has countries); the rest form the Archivium, the draw pile. One event tile lies on the Scriptorium (two with 5 or 6 players); another, and the famine card, wait for the end of the first year.
rules-carolingi-setup-4 = Your court holds 8 nobles, 8 leudes and 3 missi; only missi can be spent. Your active tiles are Influence, Develop, Make missi, Move troops, Fight and two Inaction tiles. Five dotted tiles start locked: Influence •, Make missi •, Move troops •, Pacify rebels • and Declare peace • (the rulebook does not list them; this is the site's choice).

## A year
rules-carolingi-year-heading = A year of four seasons
rules-carolingi-year-1 = A year has four seasons, from winter to autumn. Each season:
rules-carolingi-year-2 =
    • Exchange (spring, summer and autumn): once a year you may put an active action tile, not an Inaction tile, face down on your exchange space to take back one of your tiles from the circle of seasons. Everyone chooses at the same time, in secret.
    • Placing: everyone places two active tiles face down on the Scriptorium, all at the same time; Inaction tiles may be among them.
    • Drawing: these tiles and the event tiles go into the bag and come out one by one, at random. An action tile is carried out by its owner (or not) and then stays face up on the circle for the rest of the year. An Inaction tile goes back to its owner. An event tile turns a card of the Archivium.
rules-carolingi-year-3 = With your tiles used up, you will need your Inaction tiles. After autumn, Brother Hartmut opens a new year: the 831 event tile joins the Scriptorium, all tiles come back, every drawn or discarded card is shuffled back into the Archivium (with a new famine card while any wait), the plenary court notes the points, and rebel bands beyond three in a country go to the Archivium: each country card drawn later takes one along.
rules-carolingi-year-4 = Until the bag is drawn you may take back a placement or an exchange choice; within your own action, each step until you end it.

## Majorities
rules-carolingi-majority-heading = Control and plurality
rules-carolingi-majority-1 =
    • Control: more of your partisans in a country than all other Carolingians' partisans and rebel bands there together. Forests are never controlled. Your homeland is controlled while one of your partisans is in it.
    • Plurality: more partisans than any other single Carolingian and than the rebel bands; a tie is not enough. Forests count.
rules-carolingi-majority-2 = Only partisans on the map count, not those on country cards. Control pays taxes, lets you develop and lead troops out, keeps others' missi off the country's card, and scores. Countries joined by a dashed sea link are neighbours.

## Actions
rules-carolingi-actions-heading = The action tiles
rules-carolingi-actions-1 = When your tile is drawn, carry it out step by step, then press "End the action" (at once, to do nothing).
rules-carolingi-actions-2 =
    • Influence, one of three: a. send up to three missi to your homeland; b. put missi on country cards in the zones, except cards of countries another Carolingian controls; c. on cards holding a partisan of yours, move everything (others' partisans and rebel bands too) onto the country and discard the card.
    • Develop, one of two: a. two missi go back to being leudes to unlock one of your locked tiles, usable from the next season; b. up to three development markers on countries you control, a missus each, two per country at most, never in a homeland or forest.
    • Make missi: your taxes are your controlled countries plus their markers (forests give nothing, your homeland always 1), at least 3. For 1 tax a leude becomes a missus or a noble a leude; for 2 a noble becomes a missus.
    • Move troops: partisans leave countries you controlled when the tile was drawn, or forests, and cross one border each, never into another homeland. Each group going from one country to the same neighbour costs a missus: the first partisan pays, the rest join free.
    • Fight: in each country where you have the plurality, one partisan of each colour and one rebel band leave, again and again, until only yours remain. Partisans go home as leudes, bands to the supply. Then you may claim one trophy per Fight tile: a leude onto your glory track, four at most.
    • Pacify rebels •: in one country, forests too, where you or a neighbouring country have a partisan, replace up to three rebel bands with missi.

## Event tiles
rules-carolingi-events-heading = Unrest and famine
rules-carolingi-events-1 =
    • Country card: if rebel bands wait on the Archivium, one goes on the card. The card joins its zone if there is room. If not, the region rises: each card there without a partisan gets a rebel band, everything on the zone's cards moves onto the countries, those cards are discarded and the drawn card takes the zone. A band arriving in a forest adds a band to each neighbouring country except homelands.
    • Famine card (from 831): a country feeds 1 partisan plus 1 per development marker, a homeland 3. Partisans beyond that go home as leudes: the Carolingian with the most there chooses whose, one by one; if the most are tied, one of each colour leaves at a time. Rebel bands neither count nor leave. Each country that lost partisans gets a rebel band.

## Scoring
rules-carolingi-scoring-heading = Victory conditions
rules-carolingi-scoring-1 =
    • Expansion, 1 point: you control at least six countries.
    • Development, 1 point: at least six development markers on countries you control.
    • Partisans, 1 point: at least twelve of your partisans on the map.
    • Glory, 1 point: strictly more trophies than anyone else, or four.
    • Regions, 1 point each: you control every country of the region but its forest, and have a partisan in the forest.
rules-carolingi-scoring-2 = Points do not add up from year to year: only the board at the end counts.

## Declaring peace
rules-carolingi-peace-heading = Declaring peace
rules-carolingi-peace-1 = Unlock Declare peace • with Develop, then place it with an Inaction tile. When it is drawn you may at once play one more active action tile (not one unlocked this season), as if drawn. Then your victory conditions are counted.
rules-carolingi-peace-2 = With fewer than three, the tile goes back among your locked tiles and play goes on. With three or more the bag is revealed; if it holds no other Declare peace placed with an Inaction tile, you win. Otherwise the other tiles are set aside and those declarations are drawn, each with its extra tile; if then exactly one declarer has three conditions, that one wins, and if not, the Declare peace tiles are locked again and the season goes on.

## The end
rules-carolingi-end-heading = The end and the sundial
rules-carolingi-end-1 = The game's creator sets the sundial on a year from 830 to 839 (834 is recommended). The game ends right after that year's autumn. The most points wins; ties go to the most partisans on the map, then the most controlled countries, and those still tied share the win. A later year leaves more time to prepare peace.
rules-carolingi-end-2 = A player may resign at any time; with three or more players the computer then plays their seat.

## Advanced game
rules-carolingi-advanced-heading = Advanced game
rules-carolingi-advanced-1 = No homelands, forests or rebel bands at the start, and empty zones. Your palace waits at court with 8 leudes and 8 nobles; your other 8 partisans form two piles of four. One famine card fewer than players waits; one enters at each year end.
rules-carolingi-advanced-2 = All country cards in play are shuffled. In each of two rounds everyone puts a pile in the bag and cards are turned until the bag is empty. A card whose region has no forest yet makes its country the forest. Otherwise a partisan is drawn, and its owner chooses:
rules-carolingi-advanced-3 =
    • a. put it in that country and discard the card, if none of your partisans is in a neighbouring country;
    • b. make it a missus;
    • c. add it to another country where you have partisans;
    • d. put it on a card already in a zone.
rules-carolingi-advanced-4 = After b, c or d the card goes to its zone; once the Archivium is empty only b, c and d remain. Then the cards are shuffled again, each country with a rebel band gets another, and each country with no partisan and no band gets one, forests too.
rules-carolingi-advanced-5 = Develop gains c, once per game: for three missi, build your palace in a country you control with two development markers, in a region without a palace. The markers go back, others' partisans go home, you drive its rebel bands into neighbouring countries of your choice, and its card leaves the game. The palace is worth 1 point; declaring peace needs it and three other conditions. Without a palace you have no Influence a, and you can lose every country.

## Module
rules-carolingi-anarchy-heading = Module: Anarchy and Rebellion
rules-carolingi-anarchy-1 = These two cards join the Archivium with the first famine card and, like it, return every year once drawn.
rules-carolingi-anarchy-2 =
    • Anarchy: a rebel band in every country no Carolingian controls, except forests and homelands.
    • Rebellion: a rebel band in every developed country where the partisans, all colours together, are fewer than it feeds.

## Hourglass
rules-carolingi-hourglass-heading = Hourglass
rules-carolingi-hourglass-1 = The game's creator sets a number of hours (0 for none). When a season's placing opens, each player has that many hours, days off or not; tiles not placed by then stay out of the bag, and you play the season with fewer. "Place no (more) tiles this season" stops at once. The exchange before it follows the usual time control.
rules-carolingi-hourglass-2 = A Declare peace left without its Inaction tile fails: with three conditions, your extra action is even undone.
