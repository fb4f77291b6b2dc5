mod cards;
mod examples;
mod helpers;
mod interface;
mod legacy;
mod meister;
mod properties;
mod turns;
