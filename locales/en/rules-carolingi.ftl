# Carolingi: the rules page (/rules/carolingi). Sections as in
# src/games/headings/carolingi.rs (RULES); paragraphs numbered from 1.

rules-carolingi-title = How to play Carolingi
rules-carolingi-summary = Charlemagne's grandchildren spread their partisans over the Frankish realm with secret action tiles drawn from a bag, racing for victory conditions or to declare peace.

## The aim
rules-carolingi-aim-heading = The aim
rules-carolingi-aim-1 = It is 830 and you are one of Charlemagne's grandchildren, the Carolingians. With your partisans (cubes of your colour) you take countries from rebels and rivals, develop them, win glory and unite regions. After the autumn of the sundial's year, the most points from victory conditions wins, unless someone has declared peace before.
rules-carolingi-aim-2 = The game waits for whoever must decide: touch a marked country, card or tile, then the button naming your move. The computer can play a seat.

## Set-up
rules-carolingi-setup-heading = Setting up
rules-carolingi-setup-1 = The number of players decides the regions in play:
rules-carolingi-setup-2 =
    • 2 players: Neustria, Lotharingia and Saxony.
    • 3 players: add Burgundy and Alemannia.
    • 4 players: add Aquitaine.
    • 5 players: add Bavaria.
    • 6 players: add the Kingdom of the Lombards.
rules-carolingi-setup-3 = Each region in play has one forest. The palaces are drawn from the bag: the first one drawn stands in Normandy, the second in Eastphalia, the next in the County of Burgundy, Toulouse, Carantania and Tuscia, each with five of its owner's partisans; these homelands' cards leave the game. Nothing but its owner's partisans may ever enter a homeland. Every other country that is not a forest gets a rebel band. A few country cards lie in their regional zones; the rest form the Archivium, the draw pile.
rules-carolingi-setup-4 = Your court holds 8 nobles, 8 leudes and 3 missi. Most actions spend missi (sent out, or back to court as leudes); a trophy is a leude put on your glory track. Your active tiles: Influence, Develop, Make missi, Move troops, Fight and two Inaction tiles. Locked at first: Influence •, Make missi •, Move troops •, Pacify rebels • and Declare peace • (the site's reading: the rulebook does not name them all).

## A year
rules-carolingi-year-heading = A year of four seasons
rules-carolingi-year-1 = A year has four seasons, starting in winter. In each:
rules-carolingi-year-2 =
    • Exchange (not in winter): once a year you may give up an active action tile, face down, to take back one of your used tiles. Everyone decides at the start of the season, at once and in secret (the site's reading of "announced before the others place their tiles").
    • Placing: everyone places two active tiles face down on the Scriptorium, in any order; the bag is filled once the last tile is down. Inaction tiles may be among them.
    • Drawing: these tiles and the event tiles on the Scriptorium go into the bag and come out one by one. An action tile is carried out by its owner (or not) and stays on the circle of seasons until the year ends; an Inaction tile goes back to its owner; an event tile turns a card of the Archivium.
rules-carolingi-year-3 = After autumn, Brother Hartmut opens a new year. At the end of 830 the event tile waiting on the year 831 joins the Scriptorium: one event tile goes into the bag each season of 830, two from 831 (with 5–6 players, two and then three). The country cards discarded during the year are shuffled back into the Archivium, with the famine card from the end of 830 on; the cards lying in the zones stay there, and a famine card once drawn comes back every year (the site's reading). All tiles come back, the plenary court notes the points, and rebel bands beyond three in a country wait on the Archivium, each to ride on a later country card.
rules-carolingi-year-4 = "Take back my last action" undoes a placement or exchange choice until everybody has made theirs, and a step of your own action until it ends.

## Majorities
rules-carolingi-majority-heading = Control and plurality
rules-carolingi-majority-1 =
    • Control: more of your partisans in a country than other Carolingians' partisans and rebel bands together. Forests are never controlled; your homeland is, while a partisan of yours is in it.
    • Plurality: more partisans than any other Carolingian and than the rebel bands; a tie is not enough. Forests count.
rules-carolingi-majority-2 = Only partisans on the map count, not those on cards. Control is what pays taxes and scores. A dashed sea link makes two countries neighbours.

## Actions
rules-carolingi-actions-heading = The action tiles
rules-carolingi-actions-1 = When your tile is drawn, carry it out step by step, then press "End the action" (at once, to do nothing).
rules-carolingi-actions-2 =
    • Influence, one of: a. up to three missi to your homeland; b. missi onto cards in the zones, except cards of countries another Carolingian controls; c. empty cards holding a partisan of yours onto their countries, rebel bands too, and discard them.
    • Develop, one of: a. two missi become leudes to unlock a locked tile, usable from next season; b. up to three development markers on countries you control, a missus each, at most two per country, none in homelands or forests.
    • Make missi: your taxes are your controlled countries plus their markers (your homeland always 1, forests nothing), at least 3. For 1 tax a leude becomes a missus or a noble a leude; for 2 a noble becomes a missus.
    • Move troops: from countries you controlled when the tile was drawn, or forests, partisans cross one border each, never into another homeland. Each group from one country to the same neighbour costs a missus (the first partisan pays).
    • Fight: where you have the plurality, one partisan of each colour and one rebel band leave, again and again, until only yours remain; partisans go home as leudes. Then you may claim one trophy per Fight tile: a leude onto your glory track, four at most.
    • Pacify rebels •: in one country, forest or not, where you have a partisan, in it or next door, replace up to three rebel bands with missi.

## Event tiles
rules-carolingi-events-heading = Unrest and famine
rules-carolingi-events-1 =
    • Country card: it joins its zone if there is room (a zone holds two cards fewer than its region has countries). If not, the region rises: each card there without a partisan gets a rebel band, everything on the zone's cards moves onto the countries, those cards are discarded and the drawn card takes the zone. A band brought from a card into a forest (here or by Influence c) adds one to each neighbouring country, never to a homeland; a neighbouring forest spreads nothing further.
    • Famine card (from 831): a country feeds 1 partisan plus 1 per development marker, a homeland 3. Extra partisans go home as leudes: whoever has the most partisans there chooses whose, one by one (the site's reading: rebel bands do not count for this); if the most are tied, one of each colour leaves at a time. Rebel bands are untouched. Each country that lost partisans gets a rebel band, except a country with a palace.

## Scoring
rules-carolingi-scoring-heading = Victory conditions
rules-carolingi-scoring-1 =
    • Expansion, 1 point: you control at least six countries.
    • Development, 1 point: at least six development markers on countries you control.
    • Partisans, 1 point: at least twelve of your partisans on the map.
    • Glory, 1 point: strictly more trophies than anyone else (at least one), or four.
    • Regions, 1 point each: you control every country of the region but its forest, and have a partisan in the forest.
rules-carolingi-scoring-2 = Points do not add up over the years: only the board at the end counts.

## Declaring peace
rules-carolingi-peace-heading = Declaring peace
rules-carolingi-peace-1 = Unlock Declare peace • with Develop and place it with an Inaction tile. When it is drawn, you may at once play one more active action tile (not one unlocked this season) as if drawn; then your victory conditions are counted.
rules-carolingi-peace-2 = With fewer than three conditions, the tile is locked again and play goes on. With three or more the bag is revealed: if it holds no other Declare peace placed with an Inaction tile, you win. Otherwise the rest is set aside and those declarations are drawn, each with its extra tile; if exactly one declarer then has three conditions, that one wins; if not, all are locked again and play goes on.

## The end
rules-carolingi-end-heading = The end and the sundial
rules-carolingi-end-1 = The game's creator sets the sundial on a year from 830 to 839 (834 is recommended); the game ends right after that year's autumn. The most points wins; ties go to the most partisans on the map, then the most controlled countries; players still tied share the win (the site's reading: the rulebook goes no further). After a successful declaration of peace the declarer alone wins; the site ranks the others as at the sundial.
rules-carolingi-end-2 = A player may resign; with three or more players, the computer then plays their seat. A player who resigned never wins and ranks last: if they were ahead, the best of the others, in the same order, wins.

## Advanced game
rules-carolingi-advanced-heading = Advanced game
rules-carolingi-advanced-1 = An option for seasoned players. No homelands, forests or rebel bands at the start. Your palace waits at court with 8 leudes and 8 nobles; 8 more partisans form two piles of four. There is one famine card fewer than players; one more enters at each year end.
rules-carolingi-advanced-2 = In each of two rounds everyone's pile goes into the bag and country cards are turned until it is empty. A card whose region has no forest yet makes its country the forest; otherwise a partisan is drawn and its owner chooses:
rules-carolingi-advanced-3 =
    • a. put it in that country and discard the card, if none of your partisans is next door;
    • b. make it a missus;
    • c. add it to another country where you have partisans;
    • d. put it on a card already in a zone.
rules-carolingi-advanced-4 = After b, c or d the card goes to its zone; once the Archivium is empty, only b, c and d remain. Finally the cards are shuffled, each country with a rebel band gets another, and each empty country, forests too (the site's reading of "all the countries"), gets one.
rules-carolingi-advanced-5 = Develop gains c, once per game: for three missi, build your palace in a country you control with two development markers, in a region without a palace. The markers go back, others' partisans go home, you drive its rebel bands into neighbouring countries, and its card leaves the game. The palace scores 1 point; declaring peace needs it plus three other conditions. Until then there is no Influence a.

## Module
rules-carolingi-anarchy-heading = Module: Anarchy and Rebellion
rules-carolingi-anarchy-1 = With this option, two more cards join the Archivium with the first famine card; once drawn, like it, they come back every year (the site's reading).
rules-carolingi-anarchy-2 =
    • Anarchy: a rebel band in every country nobody controls, except forests and homelands (no band ever enters a homeland).
    • Rebellion: a rebel band in every developed country holding fewer partisans, all colours together, than it feeds.

## Hourglass
rules-carolingi-hourglass-heading = Hourglass
rules-carolingi-hourglass-1 = This option hurries the placing of tiles. The game's creator sets a number of hours (0 for none): when a season's placing opens, each player has that many hours to place, days off or not; tiles not placed in time stay out of the bag. "Place no (more) tiles this season" stops at once. The exchange keeps the usual time control.
rules-carolingi-hourglass-2 = A Declare peace left without its Inaction tile fails; with three conditions, your extra action is even undone.
