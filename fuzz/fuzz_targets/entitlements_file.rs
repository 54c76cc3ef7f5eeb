//! The entitlements file parser on arbitrary text (`entitlements::parse`): Ok or a located
//! error, never a panic. What parses is written back (`render`) and must read back as
//! itself, so the writer is fuzzed by the same inputs; the model is then compiled for
//! enforcement and diffed against itself (nothing differs).
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use wirepass::entitlements::{diff, parse, render, Enforcer};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(e) = parse(text, Path::new("fuzz.yaml")) else {
        return;
    };
    let written = render(&e);
    match parse(&written, Path::new("written.yaml")) {
        Ok(back) => assert!(back == e, "the written file reads back differently"),
        Err(err) => panic!("the written file does not parse: {err}"),
    }
    let _ = Enforcer::new(&e, Path::new("fuzz.yaml"));
    assert!(diff::diff(&e, &e).is_empty());
});
