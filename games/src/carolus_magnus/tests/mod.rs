//! Tests: rulebook examples, given/when/then steps, and random-play
//! properties.

mod examples;
mod flow;
mod props;
mod support;
