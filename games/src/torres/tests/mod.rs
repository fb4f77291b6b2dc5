mod helpers;
mod properties;
mod examples;
mod cards;
mod turns;
mod meister;
mod interface;
