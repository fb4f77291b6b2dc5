//! The games behind one object-safe interface, speaking JSON, so the web layer,
//! the store, mail and history never name a game's types. What a game says
//! (an action's label, a history line, a refusal) it says as a message of
//! the translation files (`Message`), which the layer showing it says in
//! the reader's language (`support::i18n::say`).

use scriptorium_games::core::{replay_at, Arg, Explain, Game, GameRng, Message, Outcome};
use scriptorium_games::{GameInfo, Seat, Viewer};
use serde::Deserialize;
use serde_json::Value;
use std::marker::PhantomData;

/// Why something was refused, as a message of the translation files: said
/// in the reader's language when it is shown (`support::i18n::registry`,
/// which also says it in English for logs and the headless rules command:
/// its `Display`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation(pub Message);

impl Explanation {
    pub fn of(source: &dyn Explain) -> Explanation {
        Explanation(source.explain())
    }

    /// What the service has no words of its own for (a client's malformed
    /// request, in the terms of the parser that refused it).
    pub fn verbatim(text: impl Into<String>) -> Explanation {
        Explanation(Message::new("verbatim").with("text", Arg::Text(text.into())))
    }
}

/// Why the engine refused something.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum Rejection {
    /// The submission is not an action of this game at all.
    #[error("malformed: {0}")]
    Malformed(String),
    /// A well-formed action the rules do not allow now.
    #[error("illegal: {0}")]
    Illegal(Explanation),
}

/// Stored data that no longer decodes: a bug or a rules change, never user input.
#[derive(Debug, thiserror::Error)]
#[error("stored game data does not decode: {0}")]
pub struct Corrupt(pub String);

/// One legal action, ready for a form.
#[derive(Debug, Clone, PartialEq)]
pub struct Offer {
    /// The action's kind (its serde tag), to group a form's choices.
    pub group: String,
    pub action: Value,
    /// The action in words (`Game::describe_action`), said where it is
    /// shown; it names no players, only seat numbers.
    pub label: Message,
}

/// A game kind.
pub trait DynGame: Send + Sync {
    fn info(&self) -> GameInfo;
    /// Checks options built from a form or an API call and returns them in
    /// their canonical form (defaults filled in).
    fn normalize_options(&self, options: &Value, seats: u8) -> Result<Value, Rejection>;
    /// The state before set-up, and the set-up events drawn from `rng`.
    fn start(
        &self,
        options: &Value,
        seats: u8,
        rng: &mut dyn GameRng,
    ) -> Result<(Box<dyn Table>, Vec<Value>), Rejection>;
    /// The pre-set-up state under the rules version the game started with,
    /// to fold its log onto.
    fn empty(
        &self,
        options: &Value,
        seats: u8,
        rules_version: u32,
    ) -> Result<Box<dyn Table>, Corrupt>;
    /// A state from its stored projection.
    fn restore(&self, state: &Value) -> Result<Box<dyn Table>, Corrupt>;
    /// Folds a log from scratch under the rules version its game started with.
    fn fold(
        &self,
        options: &Value,
        seats: u8,
        rules_version: u32,
        events: &[Value],
    ) -> Result<Box<dyn Table>, Corrupt>;
    /// The team a seat plays in (`Game::team_of`); `None` also when the
    /// stored options do not decode: no team is better than the wrong one.
    fn team_of(&self, options: &Value, seats: u8, seat: Seat) -> Option<u8>;
}

/// One game's state behind the erased interface.
pub trait Table: Send {
    fn state_json(&self) -> Value;
    fn legal_actions(&self, seat: Seat) -> Vec<Offer>;
    /// Accepts exactly the actions `legal_actions` offers.
    fn decide(
        &self,
        seat: Seat,
        action: &Value,
        rng: &mut dyn GameRng,
    ) -> Result<Vec<Value>, Rejection>;
    fn apply(&mut self, event: &Value) -> Result<(), Corrupt>;
    fn view(&self, viewer: Viewer) -> Value;
    fn redact_event(&self, event: &Value, viewer: Viewer) -> Result<Value, Corrupt>;
    /// A (redacted) event in words, in a game of `seats` players
    /// (`Game::describe_event`); `None` when it does not decode.
    fn describe_event(&self, redacted: &Value, seats: u8) -> Option<Message>;
    fn waiting_on(&self) -> Vec<Seat>;
    fn outcome(&self) -> Option<Outcome>;
    /// The game as it stands, scored as if it ended now (`Game::standing`).
    fn standing(&self, seats: u8) -> Outcome;
    fn ends_take_back(&self, event: &Value) -> bool;
    fn default_action(&self, seat: Seat) -> Option<Value>;
    /// The rules' own limit on the decision now awaited, in hours
    /// (`Game::rules_time_limit_hours`).
    fn rules_time_limit_hours(&self) -> Option<u32>;
    fn clone_box(&self) -> Box<dyn Table>;
    /// The engine's own state, for the game's board renderer to downcast
    /// (`downcast_ref::<G::State>()`) and draw from `G::view` directly,
    /// without a round trip through JSON.
    fn state_any(&self) -> &dyn std::any::Any;
}

pub struct Erased<G>(PhantomData<fn() -> G>);

impl<G> Erased<G> {
    pub const fn new() -> Self {
        Erased(PhantomData)
    }
}

impl<G> Default for Erased<G> {
    fn default() -> Self {
        Self::new()
    }
}

struct TypedTable<G: Game> {
    state: G::State,
}

/// Reads a stored value straight from the borrowed tree (no copy of it
/// first: a long game's state is tens of kilobytes).
fn decode<T: serde::de::DeserializeOwned>(value: &Value) -> Result<T, Corrupt> {
    T::deserialize(value).map_err(|error| Corrupt(error.to_string()))
}

fn encode<T: serde::Serialize>(value: &T) -> Value {
    // Engine types are plain data with string keys: serializing cannot fail.
    serde_json::to_value(value).unwrap_or(Value::Null)
}

impl<G: Game> Erased<G>
where
    G::State: Send,
{
    fn options(options: &Value) -> Result<G::Options, Rejection> {
        G::Options::deserialize(options).map_err(|error| Rejection::Malformed(error.to_string()))
    }
}

impl<G: Game> DynGame for Erased<G>
where
    G::State: Send + 'static,
{
    fn info(&self) -> GameInfo {
        G::info()
    }

    fn normalize_options(&self, options: &Value, seats: u8) -> Result<Value, Rejection> {
        let parsed = Self::options(options)?;
        G::new_state(&parsed, seats)
            .map_err(|error| Rejection::Illegal(Explanation::of(&error)))?;
        Ok(encode(&parsed))
    }

    fn start(
        &self,
        options: &Value,
        seats: u8,
        rng: &mut dyn GameRng,
    ) -> Result<(Box<dyn Table>, Vec<Value>), Rejection> {
        let options = Self::options(options)?;
        let state = G::new_state(&options, seats)
            .map_err(|error| Rejection::Illegal(Explanation::of(&error)))?;
        let events = G::setup(&state, rng);
        Ok((
            Box::new(TypedTable::<G> { state }),
            events.iter().map(encode).collect(),
        ))
    }

    fn empty(
        &self,
        options: &Value,
        seats: u8,
        rules_version: u32,
    ) -> Result<Box<dyn Table>, Corrupt> {
        let options: G::Options = decode(options)?;
        let state = G::new_state_at(&options, seats, rules_version)
            .map_err(|error| Corrupt(error.to_string()))?;
        Ok(Box::new(TypedTable::<G> { state }))
    }

    fn restore(&self, state: &Value) -> Result<Box<dyn Table>, Corrupt> {
        Ok(Box::new(TypedTable::<G> {
            state: decode(state)?,
        }))
    }

    fn fold(
        &self,
        options: &Value,
        seats: u8,
        rules_version: u32,
        events: &[Value],
    ) -> Result<Box<dyn Table>, Corrupt> {
        let options: G::Options = decode(options)?;
        let events: Vec<G::Event> = events.iter().map(decode).collect::<Result<_, _>>()?;
        let state = replay_at::<G>(&options, seats, rules_version, &events)
            .map_err(|error| Corrupt(error.to_string()))?;
        Ok(Box::new(TypedTable::<G> { state }))
    }

    fn team_of(&self, options: &Value, seats: u8, seat: Seat) -> Option<u8> {
        let options: G::Options = decode(options).ok()?;
        G::team_of(&options, seats, seat)
    }
}

/// The first field of a submitted action, at any depth, that parsing
/// dropped, i.e. that its parsed form does not serialize back. Serde ignores
/// unknown fields by default and `deny_unknown_fields` does not work on the
/// engines' internally tagged enums, so this one generic check refuses them
/// for every game: a client's typo must not be read as some other action.
fn dropped_field(sent: &Value, kept: &Value, path: &str) -> Option<String> {
    match (sent, kept) {
        (Value::Object(sent), Value::Object(kept)) => sent.iter().find_map(|(key, value)| {
            let here = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            match kept.get(key) {
                Some(kept_value) => dropped_field(value, kept_value, &here),
                None => Some(here),
            }
        }),
        (Value::Array(sent), Value::Array(kept)) => {
            sent.iter()
                .zip(kept)
                .enumerate()
                .find_map(|(index, (sent, kept))| {
                    dropped_field(sent, kept, &format!("{path}[{index}]"))
                })
        }
        _ => None,
    }
}

fn tag_of(action: &Value) -> String {
    action
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or("action")
        .to_owned()
}

impl<G: Game> Table for TypedTable<G>
where
    G::State: Send + 'static,
{
    fn state_json(&self) -> Value {
        encode(&self.state)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Offer> {
        G::legal_actions(&self.state, seat)
            .iter()
            .map(|action| {
                let value = encode(action);
                Offer {
                    group: tag_of(&value),
                    label: G::describe_action(&self.state, action),
                    action: value,
                }
            })
            .collect()
    }

    fn decide(
        &self,
        seat: Seat,
        action: &Value,
        rng: &mut dyn GameRng,
    ) -> Result<Vec<Value>, Rejection> {
        let parsed = G::Action::deserialize(action)
            .map_err(|error| Rejection::Malformed(error.to_string()))?;
        if let Some(field) = dropped_field(action, &encode(&parsed), "") {
            return Err(Rejection::Malformed(format!(
                "unknown field `{field}` in the action"
            )));
        }
        let action = parsed;
        // One source of legality: only an offered action gets through, and the
        // engine's own check explains a refusal.
        let offered = G::legal_actions(&self.state, seat).contains(&action);
        match G::decide(&self.state, seat, &action, rng) {
            Ok(events) if offered => Ok(events.iter().map(encode).collect()),
            Ok(_) => Err(Rejection::Illegal(Explanation(Message::new(
                "game-move-not-open",
            )))),
            Err(error) => Err(Rejection::Illegal(Explanation::of(&error))),
        }
    }

    fn apply(&mut self, event: &Value) -> Result<(), Corrupt> {
        let event: G::Event = decode(event)?;
        G::apply(&mut self.state, &event);
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> Value {
        encode(&G::view(&self.state, viewer))
    }

    fn redact_event(&self, event: &Value, viewer: Viewer) -> Result<Value, Corrupt> {
        let event: G::Event = decode(event)?;
        Ok(encode(&G::redact_event(&self.state, &event, viewer)))
    }

    fn describe_event(&self, redacted: &Value, seats: u8) -> Option<Message> {
        decode::<G::Event>(redacted)
            .ok()
            .map(|event| G::describe_event(&event, seats))
    }

    fn waiting_on(&self) -> Vec<Seat> {
        G::waiting_on(&self.state)
    }

    fn outcome(&self) -> Option<Outcome> {
        G::outcome(&self.state)
    }

    fn standing(&self, seats: u8) -> Outcome {
        G::standing(&self.state, seats)
    }

    fn ends_take_back(&self, event: &Value) -> bool {
        decode::<G::Event>(event)
            .map(|event| G::ends_take_back(&event))
            .unwrap_or(true)
    }

    fn default_action(&self, seat: Seat) -> Option<Value> {
        G::default_action(&self.state, seat).map(|action| encode(&action))
    }

    fn rules_time_limit_hours(&self) -> Option<u32> {
        G::rules_time_limit_hours(&self.state)
    }

    fn clone_box(&self) -> Box<dyn Table> {
        Box::new(TypedTable::<G> {
            state: self.state.clone(),
        })
    }

    fn state_any(&self) -> &dyn std::any::Any {
        &self.state
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Registry;
    use serde_json::json;

    #[test]
    fn a_dropped_field_is_found_at_any_depth() {
        let kept = json!({"type": "move", "from": {"x": 1, "y": 2}, "path": [{"x": 3}]});
        assert_eq!(dropped_field(&kept, &kept, ""), None);
        let top =
            json!({"type": "move", "from": {"x": 1, "y": 2}, "path": [{"x": 3}], "force": true});
        assert_eq!(dropped_field(&top, &kept, "").as_deref(), Some("force"));
        let nested = json!({"type": "move", "from": {"x": 1, "y": 2, "z": 0}, "path": [{"x": 3}]});
        assert_eq!(dropped_field(&nested, &kept, "").as_deref(), Some("from.z"));
        let in_list = json!({"type": "move", "from": {"x": 1, "y": 2}, "path": [{"x": 3, "w": 1}]});
        assert_eq!(
            dropped_field(&in_list, &kept, "").as_deref(),
            Some("path[0].w")
        );
    }

    #[test]
    fn an_action_with_an_unknown_field_is_malformed() {
        let entry = Registry::any("countdown").expect("the test game is registered");
        let mut rng = <rand_chacha::ChaCha20Rng as rand::SeedableRng>::seed_from_u64(7);
        let (mut table, events) = entry
            .engine
            .start(&json!({}), 2, &mut rng)
            .expect("the test game starts");
        for event in &events {
            table.apply(event).expect("set-up events apply");
        }
        let seat = table.waiting_on()[0];
        let plain = json!({"type": "take_one"});
        assert!(table.decide(seat, &plain, &mut rng).is_ok());
        let padded = json!({"type": "take_one", "count": 3});
        match table.decide(seat, &padded, &mut rng) {
            Err(Rejection::Malformed(message)) => assert!(message.contains("`count`"), "{message}"),
            other => panic!("expected a malformed action, got {other:?}"),
        }
    }
}
