//! Beneath the domain, used by every part of it: the translation catalogue
//! (`i18n`), every checked input field (`input`) and the server key's uses
//! (`crypto`).

pub mod crypto;
pub mod i18n;
pub mod input;
