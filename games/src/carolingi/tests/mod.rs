//! Tests: the rulebook's worked examples, given/when/then rules, and
//! property tests over random legal play.

mod advanced;
mod corrections;
mod examples;
mod helpers;
mod last_move;
mod legacy;
pub(super) mod options_props;
mod props;
mod ranking;
pub(super) mod rules;
