//! The headings of each game's action forms, one per action kind (the serde
//! tag of its actions), in the reader's language: the game page's form groups
//! and the "your turn" mail's list of choices both say them.

pub mod carolingi;
pub mod carolus_magnus;
pub mod countdown;
pub mod torres;
