mod cards;
mod examples;
mod helpers;
mod interface;
mod meister;
mod properties;
mod turns;
