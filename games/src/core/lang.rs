use serde::{Deserialize, Serialize};

/// The languages every user-facing string exists in.
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

/// Anything that can be said to a person in each language (rule errors above
/// all: the engine's explanation is shown next to a refused move).
pub trait Localized {
    fn localize(&self, lang: Lang) -> String;
}

/// A fixed text in every language, for data such as option labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub fr: &'static str,
}

impl Text {
    pub const fn new(en: &'static str, fr: &'static str) -> Self {
        Text { en, fr }
    }

    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }
}

impl Localized for Text {
    fn localize(&self, lang: Lang) -> String {
        self.get(lang).to_owned()
    }
}
