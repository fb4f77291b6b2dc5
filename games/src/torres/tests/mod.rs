mod helpers;
mod properties;
