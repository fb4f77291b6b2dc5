//! What an engine says to a person without saying it in any language: the
//! identifier of a message in the service's translation files
//! (`locales/<language>/*.ftl`) and its arguments. The service renders it in
//! the reader's language; the engines hold no sentences and need no
//! translation library.

use super::Seat;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number; it also chooses among the message's plural forms.
    Number(i64),
    /// Text put in as it is (what a client sent, a name).
    Text(String),
    /// A player, rendered as their name.
    Seat(Seat),
    /// Another message, rendered in the same language (a colour, a card).
    Message(Message),
    /// Several arguments, rendered and listed ("Anna, Ben, Carl").
    List(Vec<Arg>),
}

impl Message {
    pub fn new(id: &'static str) -> Self {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }
}

/// For logs and developers: the identifier with its arguments.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        if !self.args.is_empty() {
            f.write_str("(")?;
            for (index, (name, value)) in self.args.iter().enumerate() {
                if index > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{name}={value}")?;
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Number(number) => write!(f, "{number}"),
            Arg::Text(text) => write!(f, "{text:?}"),
            Arg::Seat(seat) => write!(f, "seat {}", seat.0),
            Arg::Message(message) => write!(f, "{message}"),
            Arg::List(items) => {
                f.write_str("[")?;
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

macro_rules! number_arg {
    ($($ty:ty),*) => {$(
        impl From<$ty> for Arg {
            fn from(number: $ty) -> Self {
                Arg::Number(i64::from(number))
            }
        }
    )*};
}
number_arg!(u8, u16, u32, i8, i16, i32, i64);

impl From<usize> for Arg {
    fn from(number: usize) -> Self {
        Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
    }
}

impl From<Seat> for Arg {
    fn from(seat: Seat) -> Self {
        Arg::Seat(seat)
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Self {
        Arg::Message(message)
    }
}

impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(items: Vec<T>) -> Self {
        Arg::List(items.into_iter().map(Into::into).collect())
    }
}

/// `Display` (the message's identifier and arguments, for logs and
/// developers) and `std::error::Error` for an engine's refusal type; players
/// read its `explain` in their language.
macro_rules! explained_error {
    ($error:ty) => {
        impl std::fmt::Display for $error {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&$crate::core::Explain::explain(self), f)
            }
        }

        impl std::error::Error for $error {}
    };
}
pub(crate) use explained_error;

/// Anything an engine explains to a person: above all the rules' refusals,
/// shown next to the refused move.
pub trait Explain {
    fn explain(&self) -> Message;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_shows_its_identifier_and_arguments_to_developers() {
        let message = Message::new("cm-error-not-in-reserve")
            .with("colour", Message::new("cm-colour-red"))
            .with("seat", Seat(2))
            .with("count", 3u8);
        assert_eq!(
            message.to_string(),
            "cm-error-not-in-reserve(colour=cm-colour-red, seat=seat 2, count=3)"
        );
    }
}
