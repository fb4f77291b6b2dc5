//! The rules proper, split by moment: legality, performing an action, the
//! automatic flow, set-up, and explanations of refusals.

pub mod explain;
pub mod flow;
pub mod legal;
pub mod perform;
pub mod progress;
pub mod setup;
