mod carolingi;
mod carolus_magnus;
mod countdown;
mod support;
mod torres;
mod tuning;
