//! Tests: the rulebook's worked examples, given/when/then rules, and
//! property tests over random legal play.

mod examples;
mod helpers;
mod props;
mod rules;
