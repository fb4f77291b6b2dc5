//! What an API token may do: every token reads what its owner may read
//! (`read`); `play` acts in games, `account` changes the account. Chosen
//! when the token is made, shown beside it, never widened afterwards: a
//! program is given only what it needs.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    /// Read games, talk, history, lists and the account's own settings.
    Read,
    /// Act in games: decisions, talk, joining and leaving, agreements, seats.
    Play,
    /// Change the account: settings, devices, webhooks, tokens, address,
    /// export and deletion.
    Account,
}

impl Scope {
    pub const ALL: [Scope; 3] = [Scope::Read, Scope::Play, Scope::Account];

    pub fn code(self) -> &'static str {
        match self {
            Scope::Read => "read",
            Scope::Play => "play",
            Scope::Account => "account",
        }
    }

    pub fn parse(code: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|scope| scope.code() == code)
    }
}

/// A token's scopes: `read` always, and what else was chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scopes {
    pub play: bool,
    pub account: bool,
}

impl Scopes {
    pub const EVERYTHING: Scopes = Scopes {
        play: true,
        account: true,
    };

    pub fn allows(self, scope: Scope) -> bool {
        match scope {
            Scope::Read => true,
            Scope::Play => self.play,
            Scope::Account => self.account,
        }
    }

    /// As stored: the codes, `read` first.
    pub fn codes(self) -> Vec<String> {
        Scope::ALL
            .into_iter()
            .filter(|scope| self.allows(*scope))
            .map(|scope| scope.code().to_owned())
            .collect()
    }

    /// From the stored codes (an unknown one grants nothing).
    pub fn from_codes(codes: &[String]) -> Scopes {
        let has = |scope: Scope| codes.iter().any(|code| code == scope.code());
        Scopes {
            play: has(Scope::Play),
            account: has(Scope::Account),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_survive_their_storage_and_read_is_always_there() {
        for (play, account) in [(false, false), (true, false), (false, true), (true, true)] {
            let scopes = Scopes { play, account };
            let codes = scopes.codes();
            assert_eq!(codes[0], "read");
            assert_eq!(Scopes::from_codes(&codes), scopes);
            assert_eq!(codes.contains(&"play".to_owned()), play);
        }
        assert!(!Scopes::from_codes(&["read".into(), "admin".into()]).account);
    }
}
