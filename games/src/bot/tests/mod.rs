mod carolus_magnus;
mod countdown;
mod support;
