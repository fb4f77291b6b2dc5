//! Beneath the domain, used by every part of it: the translation catalogue
//! (`i18n`), every checked input field (`input`) and the server key's uses
//! (`crypto`), and requests to addresses someone else gave (`outbound`).

pub mod crypto;
pub mod i18n;
pub mod input;
pub mod outbound;
