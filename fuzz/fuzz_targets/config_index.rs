//! The key-path index of config errors (`section::KeyIndex`) on arbitrary text: it builds
//! (empty when the text is not YAML) and answers lookups without panicking; every position
//! lies inside the text; a path it answers for exactly, its prefixes answer too.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::section::{KeyIndex, KeyPath};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let index = KeyIndex::build(text);
    // YAML breaks lines at `\n`, `\r\n` and a lone `\r`.
    let lines = text.matches(['\n', '\r']).count() + 1;
    // Paths the config uses, and paths read out of the input itself.
    let mut paths: Vec<KeyPath> = [
        "version",
        "session.mode",
        "services.github.credential.value",
        "grants[2].allow[0]",
        "hosts.tunnel[0]",
    ]
    .iter()
    .map(|p| KeyPath::parse(p))
    .collect();
    paths.extend(text.lines().take(8).map(KeyPath::parse));
    for path in &paths {
        let _ = path.to_string();
        if let Some(pos) = index.get(path) {
            assert!(pos.line >= 1 && pos.line <= lines, "{pos:?}");
            assert!(pos.column >= 1, "{pos:?}");
            let mut p = path.clone();
            while let Some(parent) = p.parent() {
                if parent.segments().is_empty() {
                    break;
                }
                assert!(
                    index.get(&parent).is_some(),
                    "{path} indexed but not {parent}"
                );
                p = parent;
            }
        }
        let _ = index.locate(path);
    }
    // A path prints in a notation that reads back as itself.
    for path in paths {
        assert_eq!(KeyPath::parse(&path.to_string()), path);
    }
});
