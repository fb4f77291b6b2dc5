# Countdown (the test game): what the rules say to players.

## Options a game is created with
countdown-option-jokers = Jokers secrets
countdown-option-jokers-help = Chaque joueur détient un joker caché de 1 à 3 pierres.

## Refusals: why a move is not allowed
countdown-error-game-over = la partie est terminée
countdown-error-not-your-turn = ce n'est pas votre tour
countdown-error-too-many = vous pouvez prendre au plus trois pierres par tour
countdown-error-nothing-taken = prenez au moins une pierre avant de finir votre tour
countdown-error-no-joker = vous n'avez pas de joker
countdown-error-joker-after-taking = un joker remplace tout le tour : jouez-le avant de prendre des pierres
countdown-error-seat-count = la partie se joue de 2 à 4

## Actions
countdown-action-take-one = Prendre une pierre
countdown-action-end-turn = Finir mon tour
countdown-action-play-joker = Jouer mon joker

## History
countdown-event-dealt = La pile compte { $pile } pierres
countdown-event-took-one = { $player } prend une pierre
countdown-event-joker-played = { $player } joue un joker de { $count }
countdown-event-turn-ended = Au tour de { $player }
countdown-event-won = { $player } prend la dernière pierre et gagne

## Board
countdown-board-stones-left = pierres restantes
countdown-board-your-secret-joker = Votre joker secret :
countdown-board-holds-joker = a un joker
countdown-board-no-joker = pas de joker
countdown-board-your-joker = votre joker
countdown-group-take-one = Prendre
countdown-group-end-turn = Finir le tour
countdown-group-play-joker = Joker
