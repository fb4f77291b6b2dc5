//! Tests: rulebook examples, given/when/then steps, and random-play
//! properties.

mod examples;
mod flow;
mod legacy;
mod props;
mod support;
