//! Path and resource templates of route tables: any text parses or is an error, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::routes::template::{parse_path, Scope, Template};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = parse_path(text);
    let params = ["owner".to_string(), "repo".to_string(), "path".to_string()];
    for graphql in [false, true] {
        let _ = Template::parse(
            text,
            Scope {
                params: &params,
                graphql,
            },
        );
    }
});
