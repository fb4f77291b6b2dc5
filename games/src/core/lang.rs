use serde::{Deserialize, Serialize};

/// The languages of the translation files (`locales/`). The engines never
/// use it: they speak in messages; the service picks the language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        match code.get(..2).map(str::to_ascii_lowercase).as_deref() {
            Some("en") => Some(Lang::En),
            Some("fr") => Some(Lang::Fr),
            _ => None,
        }
    }
}
