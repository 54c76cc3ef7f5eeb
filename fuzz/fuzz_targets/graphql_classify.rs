//! The GraphQL classifier: any document (first line = operationName) and any body classify
//! or are an error, never a panic or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::routes::graphql::{classify_document, requests_from_body};

fuzz_target!(|data: &[u8]| {
    let _ = requests_from_body(data, Some("application/json"));
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (op, doc) = text.split_once('\n').unwrap_or(("", text));
    let vars = serde_json::json!({"id": "R_1", "input": {"repositoryId": "R_2"}});
    let _ = classify_document(doc, Some(op), Some(&vars));
    let _ = classify_document(doc, None, None);
});
