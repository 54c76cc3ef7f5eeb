//! The CI configuration reader (a route's `includes`) on arbitrary text: the projects a
//! configuration includes, or why they cannot be known, never a panic; and every project
//! it names is a path of non-empty segments without a variable.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::routes::ci::included_projects;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(projects) = included_projects(text) {
        for p in &projects {
            assert!(!p.contains('$'), "{p:?}");
            assert!(p.split('/').all(|s| !s.is_empty()), "{p:?}");
        }
    }
});
