//! The body-field and query readers on arbitrary bytes: the first byte picks a content type
//! and whether the body prefix is complete, the rest is the body (and, as text, a query
//! string). Reading fields is a value or a refusal, never a panic; the strict JSON reader
//! reads what serde_json reads, but refuses a key given twice.
#![no_main]

use bytes::Bytes;
use libfuzzer_sys::fuzz_target;
use wirepass::memory::Budget;
use wirepass::request::BodyPrefix;
use wirepass::routes::fields::{
    json_field, json_patch_object, strict_json, strict_json_within, LazyBody, Pairs, StrictJson,
};

const TYPES: [Option<&str>; 8] = [
    None,
    Some("application/json-patch+json"),
    Some("application/apply-patch+yaml"),
    Some("application/json"),
    Some("application/x-www-form-urlencoded"),
    Some("text/plain; charset=utf-8"),
    Some("application/vnd.api+json"),
    Some("application/octet-stream"),
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, body)) = data.split_first() else {
        return;
    };
    let ct = TYPES[usize::from(pick) % TYPES.len()];
    let prefix = BodyPrefix {
        bytes: Bytes::copy_from_slice(body),
        complete: pick & 0x80 == 0,
        trailers: None,
    };
    let paths: [&[&str]; 4] = [&["channel"], &["a", "b"], &["repository", "id"], &[""]];
    let plain = serde_json::from_slice::<serde_json::Value>(body);
    match strict_json(body) {
        Ok(v) => assert_eq!(
            plain.as_ref().ok(),
            Some(&v),
            "the strict reading is the plain one"
        ),
        Err(StrictJson::Repeated) => assert!(plain.is_ok(), "a repeated key is valid JSON"),
        Err(StrictJson::Invalid) => assert!(plain.is_err(), "what serde_json reads is read"),
        Err(StrictJson::Costly(_)) => panic!("a parse no account limits is never too costly"),
    }
    // Under a small cap the counted parse reads the same tree, or stops for its cost.
    let small = Budget::new(4096, 2048).account();
    match strict_json_within(body, Some(&small)) {
        Ok(v) => assert_eq!(plain.as_ref().ok(), Some(&v.value)),
        Err(StrictJson::Costly(_)) => {}
        Err(_) => assert!(strict_json(body).is_err(), "a cap changes only the cost"),
    }
    assert_eq!(small.held(), 0, "every byte counted is given back");
    let lazy = LazyBody::new(&prefix, ct);
    for path in paths {
        let path: Vec<String> = path.iter().map(|s| s.to_string()).collect();
        let _ = lazy.field(&path);
        if let Ok(v) = serde_json::from_slice::<serde_json::Value>(body) {
            let _ = json_field(&v, &path);
            // A JSON Patch reads as an object its paths write, or is refused.
            if let Ok(object) = json_patch_object(&v) {
                let _ = json_field(&object, &path);
            }
        }
    }
    if let Ok(text) = std::str::from_utf8(body) {
        let pairs = Pairs::parse(text);
        for name in ["channel", "a", "", "a b"] {
            let _ = pairs.get(name);
        }
    }
});
