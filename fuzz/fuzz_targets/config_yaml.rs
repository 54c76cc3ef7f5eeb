//! The config loader on arbitrary YAML: `Config::parse`, then every stage the proxy
//! compiles before it binds (`Pipeline::new`, the proxy's settings). Each returns Ok or an
//! error, never a panic.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use wirepass::config::{stages, Config};
use wirepass::pipeline::Pipeline;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Paths in the config are read; device and proc files could block or never end.
    if text.contains("/dev") || text.contains("/proc") || text.contains("/sys") {
        return;
    }
    let Ok(config) = Config::parse(text, Path::new("fuzz.yaml"), Path::new("fuzz-nonexistent"))
    else {
        return;
    };
    let _ = Pipeline::new(&config);
    let _ = stages::settings(&config);
});
