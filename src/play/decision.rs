//! What a seat sends, made into a decision: one rule for the page's form,
//! the API's body and a mailed reply.

use super::Decision;
use crate::support::input::{json_without_controls, InputError};
use serde_json::Value;

/// A submission as it arrives, before it is a [`Decision`]: an action (the
/// JSON the page or the API offered), a take-back, or a resignation.
#[derive(Debug, Clone, Default)]
pub struct Submitted {
    pub action: Option<Value>,
    pub take_back: bool,
    pub resign: bool,
}

/// Why a submission is no decision. Each presentation says it in its own
/// words (the page names its buttons, the API its fields).
#[derive(Debug, thiserror::Error)]
pub enum SubmittedError {
    #[error("no decision: an action, a take-back or a resignation")]
    Missing,
    #[error("more than one decision at a time")]
    Several,
    /// Text inside the action breaks the input rules (a control character).
    #[error(transparent)]
    Input(#[from] InputError),
}

impl Submitted {
    /// An action alone (a reply's choice from its menu).
    pub fn action(action: Value) -> Submitted {
        Submitted {
            action: Some(action),
            ..Submitted::default()
        }
    }

    /// The decision it is. A take-back wins over the action the same form
    /// carried (the page's form always carries the chosen action along); a
    /// resignation comes alone.
    pub fn decision(self) -> Result<Decision, SubmittedError> {
        if let Some(action) = &self.action {
            json_without_controls("action", action)?;
        }
        match (self.action, self.take_back, self.resign) {
            (None, false, true) => Ok(Decision::Resign),
            (_, true, false) => Ok(Decision::TakeBack),
            (Some(action), false, false) => Ok(Decision::Act(action)),
            (None, false, false) => Err(SubmittedError::Missing),
            _ => Err(SubmittedError::Several),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn submitted(action: Option<Value>, take_back: bool, resign: bool) -> Submitted {
        Submitted {
            action,
            take_back,
            resign,
        }
    }

    #[test]
    fn each_submission_is_one_decision_or_says_why_not() {
        let action = json!({"take": 3});
        assert!(matches!(
            submitted(Some(action.clone()), false, false).decision(),
            Ok(Decision::Act(sent)) if sent == action
        ));
        assert!(matches!(
            submitted(Some(action.clone()), true, false).decision(),
            Ok(Decision::TakeBack)
        ));
        assert!(matches!(
            submitted(None, false, true).decision(),
            Ok(Decision::Resign)
        ));
        assert!(matches!(
            submitted(None, false, false).decision(),
            Err(SubmittedError::Missing)
        ));
        for several in [
            submitted(Some(action.clone()), false, true),
            submitted(None, true, true),
            submitted(Some(action), true, true),
        ] {
            assert!(matches!(several.decision(), Err(SubmittedError::Several)));
        }
    }

    #[test]
    fn a_control_character_anywhere_in_the_action_is_refused() {
        for action in [
            json!("a\u{7}b"),
            json!({"name": "x\u{0}"}),
            json!({"k\u{1b}": 1}),
            json!([1, ["\u{8}"]]),
        ] {
            assert!(
                matches!(
                    Submitted::action(action.clone()).decision(),
                    Err(SubmittedError::Input(_))
                ),
                "{action}"
            );
        }
    }
}
