//! Fuzzes the direct matcher of rule patterns against the regex engine: for a rule the
//! first byte picks, at every start in the rest, both must find the same match (or the
//! shape gives up to the regex, which `match_at` then asks).
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use wirepass::scan::rules::{builtin, Rule};

static RULES: OnceLock<Vec<Rule>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let rules = RULES.get_or_init(|| builtin().expect("rules"));
    let Some((&pick, hay)) = data.split_first() else {
        return;
    };
    let Some(re) = rules[usize::from(pick) % rules.len()].regex.as_ref() else {
        return;
    };
    for at in 0..=hay.len() {
        assert_eq!(
            re.match_at(hay, at, hay.len()),
            re.match_at_by_regex(hay, at, hay.len())
        );
    }
});
