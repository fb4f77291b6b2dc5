//! The paladin colours in words: the one message both the refusals
//! (`error`) and the history lines (`messages`) name a colour with.

use super::state::Colour;
use crate::core::Message;

/// A paladin colour.
pub fn colour_message(colour: Colour) -> Message {
    Message::new(match colour {
        Colour::Red => "cm-colour-red",
        Colour::Pink => "cm-colour-pink",
        Colour::Blue => "cm-colour-blue",
        Colour::Yellow => "cm-colour-yellow",
        Colour::Green => "cm-colour-green",
    })
}
