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

## Names: countries, regions, tiles, players
carolingi-country = { $country ->
    [normandie] Normandy
    [ile_de_france] Île-de-France
    [champagne] Champagne
    [anjou] Anjou
    [berry] Berry
    [frise] Frisia
    [flandre] Flanders
    [basse_lotharingie] Lower Lotharingia
    [haute_lotharingie] Upper Lotharingia
    [nordalbingie] Nordalbingia
    [westphalie] Westphalia
    [ostphalie] Eastphalia (Ostphalia)
    [hesse] Hesse
    [thuringe] Thuringia
    [duche_bourgogne] Duchy of Burgundy
    [comte_bourgogne] County of Burgundy
    [haute_provence] Upper Provence
    [franconie] Franconia
    [souabe] Swabia
    [rhetie] Raetia (Chur-Raetia)
    [poitou] Poitou
    [auvergne] Auvergne
    [perigord] Périgord
    [toulouse] Toulouse
    [gascogne] Gascony
    [nordgau] Nordgau
    [baviere_centre] Bavaria proper
    [ostmark] Ostmark (Eastern March)
    [carantanie] Carantania
    [pannonie] Pannonia
    [lombardie_occ] Western Lombardy
    [lombardie_or] Eastern Lombardy
    [frioul] Friuli
    [tuscie] Tuscia
    [spolete] Spoleto
   *[corse] Corsica
}
carolingi-region = { $region ->
    [neustria] Neustria
    [lotharingia] Lotharingia
    [saxony] Saxony
    [burgundy] Burgundy
    [alemannia] Alemannia
    [aquitaine] Aquitaine
    [bavaria] Bavaria
   *[lombards] Kingdom of the Lombards
}
carolingi-tile = { $kind ->
    [influence] Influence
    [develop] Develop
    [make-missi] Make missi
    [move-troops] Move troops
    [fight] Fight
    [pacify-rebels] Pacify rebels
    [declare-peace] Declare peace
    [inaction] Inaction
   *[unknown] ?
}{ $dotted ->
    [yes] { " •" }
   *[no] {""}
}
carolingi-player = { $player }
carolingi-together = { $first } & { $rest }
carolingi-nobody = {""}
carolingi-player-country = { $player }: { $country }
carolingi-player-takes = { $player } ← { $tile }
carolingi-sheet-line = { $player } { $points } pt

## Actions
carolingi-action-keep-tiles = Exchange no tile this season
carolingi-action-exchange-tile = Give up { $give } (face down) to take back { $take }
carolingi-action-place-tile = Place the { $tile } tile face down on the Scriptorium
carolingi-action-end-action = End this action
carolingi-action-skip-tile = Do nothing with this tile
carolingi-action-missus-home = Influence: send a missus to your homeland
carolingi-action-missus-to-card = Influence: put a missus on the { $country } card
carolingi-action-transfer-card = Influence: move everything on the { $country } card to the country
carolingi-action-unlock-tile = Develop: unlock { $tile } (2 missi become leudes)
carolingi-action-develop = Develop: a development marker in { $country } ({ $now } → { $after }), for one missus
carolingi-with-taxes = { $what } — { $left } taxes left
carolingi-promote-leude = Make a leude a missus (1 tax)
carolingi-call-noble = Call a noble to court as a leude (1 tax)
carolingi-promote-noble = Make a noble a missus (2 taxes)
carolingi-action-move-partisan-new-group = Move a partisan from { $from } to { $to } (new group, costs a missus)
carolingi-action-move-partisan-joins = Move a partisan from { $from } to { $to } (joins the group, free)
carolingi-action-fight = Fight in { $country }: you lose { $own }, { $enemies } enemy partisans and { $rebels } rebel bands are removed
carolingi-action-claim-trophy = Claim a trophy (a leude onto the glory track)
carolingi-action-pacify = Pacify: replace a rebel band in { $country } by a missus
carolingi-action-extra-tile = Declare peace: play { $tile } at once
carolingi-action-skip-extra-tile = Declare peace: play no extra tile
carolingi-action-famine-remove = Famine in { $place }: a partisan of player { $number } leaves
carolingi-action-pass-placement = Place no (more) tiles this season (the tiles not placed stay out of the bag)
carolingi-action-claim-homeland = Develop c: build your palace in { $country } (3 missi to court, both markers back; others leave)
carolingi-action-expel-rebel = Drive a rebel band out of your new homeland into { $country }
carolingi-action-setup-on-country = a. Put the partisan in { $country } and discard its card
carolingi-action-setup-missus = b. Make the partisan a missus (the card goes to its zone)
carolingi-action-setup-join-country = c. Add the partisan to your partisans in { $country } (the card goes to its zone)
carolingi-action-setup-on-card = d. Put the partisan on the { $country } card (the drawn card goes to its zone)

## History
carolingi-event-homelands = Palaces drawn — { $palaces }
carolingi-event-deck-shuffled = The Archivium is shuffled: { $size } cards
carolingi-event-deck-shuffled-famine = The Archivium is shuffled: { $size } cards, famine card included
carolingi-event-season = { $season ->
    [winter] Winter
    [spring] Spring
    [summer] Summer
   *[autumn] Autumn
} { $year } begins
carolingi-event-season-exchanges = { $season ->
    [winter] Winter
    [spring] Spring
    [summer] Summer
   *[autumn] Autumn
} { $year } begins — tile exchanges first
carolingi-event-keeps-tiles = { $player } keeps their tiles
carolingi-event-exchange = { $player } gives up { $give } for { $take }
carolingi-event-exchange-decided = { $player } has decided about an exchange
carolingi-event-no-exchange = Nobody exchanges a tile
carolingi-event-exchanges = Exchanges: { $exchanges }
carolingi-event-tile-placed-seen = { $player } places the { $tile } tile face down
carolingi-event-tile-placed = { $player } places a tile face down
carolingi-event-bag-filled = { $tiles } tiles go into the bag
carolingi-event-event-drawn = An event tile is drawn
carolingi-event-tile-drawn = { $player }'s { $tile } is drawn
carolingi-event-action-ended = { $player } ends the { $tile } action
carolingi-event-action-skipped = { $player } does nothing with the { $tile } tile
carolingi-event-missus-home = { $player } sends a missus to their homeland
carolingi-event-missus-to-card = { $player } puts a missus on the { $country } card
carolingi-event-card-transferred = { $player } moves the { $country } card's pieces onto the country
carolingi-event-tile-unlocked-seen = { $player } unlocks { $tile }
carolingi-event-tile-unlocked = { $player } unlocks a tile
carolingi-event-developed = { $player } develops { $country }
carolingi-event-leude-promoted = { $player } makes a leude a missus
carolingi-event-noble-called = { $player } calls a noble to court
carolingi-event-noble-promoted = { $player } makes a noble a missus
carolingi-event-partisan-moved = { $player } moves a partisan from { $from } to { $to }
carolingi-event-partisan-moved-new-group = { $player } moves a partisan from { $from } to { $to } (a missus returns to court)
carolingi-event-battle = { $player } fights in { $country }: { $lost } partisans and { $rebels } rebel bands removed
carolingi-event-trophy = { $player } claims a trophy
carolingi-event-pacified = { $player } pacifies a rebel band in { $country }
carolingi-event-extra-tile = { $player } plays { $tile } at once
carolingi-event-extra-tile-skipped = { $player } plays no extra tile
carolingi-event-famine-card = The Archivium yields a famine
carolingi-event-country-card = The Archivium yields { $country }
carolingi-event-anarchy = The Archivium yields Anarchy: a rebel band in every country nobody controls (forests exempt)
carolingi-event-rebellion = The Archivium yields Rebellion: a rebel band wherever fewer partisans stand than the capacity
carolingi-event-deck-empty = The Archivium is empty: nothing happens
carolingi-event-zone-overflowed = The { $region } zone is full: its cards are emptied onto the board
carolingi-event-famine-losses = Famine in { $country }: { $lost } partisans return to court
carolingi-event-famine-partisan = Famine in { $country }: a partisan of { $player } leaves
carolingi-event-famine-ended = The famine ends; rebels rise in: { $countries }
carolingi-event-extra-action-cancelled = { $player } placed no inaction tile with Declare peace: the extra action is undone
carolingi-event-declaration-failed = { $player }'s declaration of peace fails ({ $points } conditions)
carolingi-event-bag-revealed = The bag is revealed: { $tiles } tiles
carolingi-event-peace-contest = Other declarations of peace are in the bag: they are drawn first
carolingi-event-declarations-failed = No single Carolingian prevails: the declarations of { $players } fail
carolingi-event-peace-declared = { $player } declares peace and wins
carolingi-event-year-ended = Brother Hartmut opens the year { $year }
carolingi-event-plenary-court = Plenary court: { $sheets }
carolingi-event-rebels-to-archivium = { $count } surplus rebel bands go to the Archivium
carolingi-event-game-ended = The sundial's year is over: { $sheets } — { $winners } wins
carolingi-event-placement-passed = { $player } places no more tiles this season
carolingi-event-homeland-claimed = { $player } builds a palace in { $country }: it is now their homeland
carolingi-event-rebel-expelled = { $player }'s palace drives a rebel band into { $country }
carolingi-event-setup-round = Set-up round { $round }: everyone puts four partisans in the bag
carolingi-event-forest = { $country } becomes the forest of its region
carolingi-event-setup-drawn = { $country } is drawn with a partisan of { $player }
carolingi-event-setup-drawn-empty = The Archivium is empty; a partisan of { $player } is drawn
carolingi-event-setup-on-country = { $player } puts the partisan on the drawn country
carolingi-event-setup-missus = { $player } makes the partisan a missus
carolingi-event-setup-join-country = { $player } adds the partisan in { $country }
carolingi-event-setup-on-card = { $player } puts the partisan on the { $country } card
carolingi-event-setup-rebellion = Rebellions: a band more where there is one, a band where nobody is
carolingi-event-module-cards = The Anarchy and Rebellion cards join the Archivium
carolingi-event-rebels-rose = { $count } new rebel bands: { $countries }

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

## Board
carolingi-board-nobody = nobody
carolingi-board-the-card-of = the card of
carolingi-board-the-court = the court
carolingi-board-a-trophy = a trophy
carolingi-board-text = :
carolingi-board-missi-sent-to-the-homeland = Missi sent to the homeland:
carolingi-board-missi-put-on-cards = Missi put on cards:
carolingi-board-cards-transferred = Cards transferred:
carolingi-board-choose-a-b-or-c = Choose a, b or c.
carolingi-board-development-markers-placed = Development markers placed:
carolingi-board-taxes-left-to-spend = Taxes left to spend:
carolingi-board-troops-may-leave = Troops may leave:
carolingi-board-battle-fought = Battle fought:
carolingi-board-trophy-claimed = trophy claimed:
carolingi-board-pacifying = Pacifying
carolingi-board-yes = yes
carolingi-board-no = no
carolingi-board-seat = Seat
carolingi-board-winter = Winter
carolingi-board-spring = Spring
carolingi-board-summer = Summer
carolingi-board-autumn = Autumn
carolingi-board-famine = Famine
carolingi-board-anarchy = Anarchy
carolingi-board-rebellion = Rebellion
carolingi-board-rebel-bands = rebel bands
carolingi-board-development = development
carolingi-board-forest = forest
carolingi-board-palace-of = palace of
carolingi-board-annals = Annals
carolingi-board-sundial-the-last-year-of-the = sundial: the last year of the game
carolingi-board-hartmut-s-event-tile-for-831 = Hartmut's event tile for 831 waits on the Annals.
carolingi-board-victory-conditions-now = Victory conditions now
carolingi-board-last-plenary-court = Last plenary court
carolingi-board-the-game-ends-after-the-autumn = the game ends after the autumn of
carolingi-board-exchange-window-each-carolingian-may-sacrifice = Exchange window: each Carolingian may sacrifice an active tile to take back a used one. Still to decide:
carolingi-board-everybody-places-two-tiles-face-down = Everybody places two tiles face down on the Scriptorium, each on their own; the bag is drawn once the last has placed.
carolingi-board-drawn-from-the-bag = Drawn from the bag:
carolingi-board-carried-out-by = carried out by
carolingi-board-declares-peace-and-may-play-one = declares peace and may play one more active tile at once.
carolingi-board-famine-countries-still-over-their-capacity = Famine! Countries still over their capacity (1 + development, 3 in a homeland):
carolingi-board-won-by = Won by
carolingi-board-declared-peace-successfully = declared peace successfully.
carolingi-board-action-boards = Action boards
carolingi-board-you = you
carolingi-board-to-decide = to decide
carolingi-board-palace-in = Palace in
carolingi-board-trophies = Trophies
carolingi-board-active-tiles = active tiles
carolingi-board-locked = locked
carolingi-board-placed-this-season = placed this season
carolingi-board-used-face-up = Used (face up):
carolingi-board-exchange-space = Exchange space:
carolingi-board-taken-this-year = taken this year
carolingi-board-free = free
carolingi-board-tile-s-placed-face-down = tile(s) placed, face down
carolingi-board-last-move-dashed-outline = Last move (dashed outline):
carolingi-board-development-marker = development marker
carolingi-board-forest-never-controlled = forest (never controlled)
carolingi-board-palace-homeland = palace (homeland)
carolingi-board-its-card-lies-in-the-regional = its card lies in the regional zone
carolingi-board-land-border = land border
carolingi-board-sea-link = sea link
carolingi-board-out-of-play = out of play
carolingi-board-map-of-the-frankish-realm = Map of the Frankish realm
carolingi-board-your-tiles = Your tiles
carolingi-board-your-exchange-secret-until-all-have = Your exchange (secret until all have chosen):
carolingi-board-you-keep-your-tiles-this-time = You keep your tiles this time.
carolingi-board-tiles-placed-this-season-face-down = Tiles placed this season (face down; into the bag once all have placed):
carolingi-board-nothing-placed = nothing placed
carolingi-board-event-tiles-waiting-on-the-scriptorium = Event tiles waiting on the Scriptorium:
carolingi-board-the-bag = The bag
carolingi-board-event-tiles = event tiles
carolingi-board-cards-in-the-deck = Cards in the deck:
carolingi-board-famine-cards-beside-the-board = Famine cards beside the board:
carolingi-board-rebel-bands-on-the-archivium = Rebel bands on the Archivium:
carolingi-board-discarded = Discarded:
carolingi-board-supply-rebel-bands = Supply: rebel bands
carolingi-board-development-markers = development markers
carolingi-board-circle-of-seasons = Circle of seasons
carolingi-board-season = Season
carolingi-board-no-tile-drawn-yet-this-year = No tile drawn yet this year.
carolingi-board-tiles-drawn-this-year-face-up = Tiles drawn this year (face up):
carolingi-board-player = Player
carolingi-board-at-least-6-controlled-countries = at least 6 controlled countries
carolingi-board-expansion = Expansion
carolingi-board-at-least-6-development-markers-on = at least 6 development markers on controlled countries
carolingi-board-development-2 = Development
carolingi-board-at-least-12-partisans-on-the = at least 12 partisans on the board
carolingi-board-partisans = Partisans
carolingi-board-strictly-the-most-trophies-or-four = strictly the most trophies, or four
carolingi-board-glory = Glory
carolingi-board-regions = Regions
carolingi-board-points = Points
carolingi-board-regional-zones = Regional zones
carolingi-board-last-move = last move
carolingi-board-empty = empty
carolingi-group-keep-tiles = Keep your tiles
carolingi-group-exchange-tile = Exchange a tile
carolingi-group-place-tile = Place a tile on the Scriptorium
carolingi-group-end-action = End the action
carolingi-group-send-missus-home = Influence: a missus to your homeland
carolingi-group-send-missus-to-card = Influence: a missus onto a card
carolingi-group-transfer-card = Influence: transfer a card
carolingi-group-unlock-tile = Develop: unlock a tile
carolingi-group-place-development = Develop: a development marker
carolingi-group-promote-leude = Make missi: a leude becomes a missus
carolingi-group-call-noble = Make missi: call a noble to court
carolingi-group-promote-noble = Make missi: a noble becomes a missus
carolingi-group-move-partisan = Move troops: one partisan
carolingi-group-fight-in = Fight: battle in a country
carolingi-group-claim-trophy = Fight: claim a trophy
carolingi-group-pacify-rebel = Pacify: replace a rebel band
carolingi-group-play-extra-tile = Declare peace: play an extra tile
carolingi-group-skip-extra-tile = Declare peace: no extra tile
carolingi-group-famine-remove = Famine: who leaves the country
carolingi-board-last-placed = { $who } placed tile { $nth } of the season face down on the Scriptorium
carolingi-board-last-exchange-chosen = { $who } made an exchange choice (secret until all have chosen)
carolingi-board-last-exchange-revealed = { $who } made the last exchange choice; exchanged: { $exchanged }
carolingi-pick-country = Touch a marked country on the map.
carolingi-pick-card = Touch a marked card in the regional zones.
carolingi-pick-tile = Choose one of your tiles (here, or on your action board).
carolingi-tiles-active = In your groove (active)
carolingi-tiles-placed = Placed face down
carolingi-tiles-locked = Locked
carolingi-tiles-used = On the circle of seasons
carolingi-tiles-exchanged = Sacrificed on the exchange space
carolingi-tiles-declaring = Declaring peace
carolingi-colour-red = red
carolingi-colour-blue = blue
carolingi-colour-yellow = yellow
carolingi-colour-green = green
carolingi-colour-purple = purple
carolingi-colour-white = white
