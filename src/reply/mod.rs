//! Play by reply: a player answers the "your turn" mail with the number of
//! a choice. This folder holds the numbered menu of a seat's choices that
//! the mail lists (`menu`); the signed reply address and the receiver of
//! replies build on it.

pub mod menu;
