//! Tests: rulebook examples, given/when/then steps, and random-play
//! properties.

mod corrections;
mod examples;
mod flow;
mod last_move;
mod legacy;
mod props;
mod ranking;
mod step;
mod support;
