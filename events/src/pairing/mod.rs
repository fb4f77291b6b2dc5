//! Who sits at which table: one module per format's pairing, all pure
//! functions of the players in order, their history and the blocked pairs.

pub mod knockout;
pub mod round_robin;
pub mod swiss;
