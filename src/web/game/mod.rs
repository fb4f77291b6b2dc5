//! The game page and the submission of decisions.

pub mod act;
pub mod agreements;
pub mod back;
pub mod guide;
pub mod history;
pub mod live;
pub mod page;
pub mod render_cache;
pub mod seats;
pub mod show;
pub mod talk;
