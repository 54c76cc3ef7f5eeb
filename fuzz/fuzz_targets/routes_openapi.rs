//! The OpenAPI importer (`wirepass routes import`) on arbitrary JSON: it yields a route
//! table text or an error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::routes::openapi::{import, ImportOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let opts = ImportOptions {
        service: "fuzz".into(),
        hosts: vec!["api.fuzz.test".into()],
    };
    let _ = import(text, &opts);
});
