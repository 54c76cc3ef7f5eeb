//! Fuzzes how a Kubernetes live check reads a request (`checks::Attributes::of`): the first
//! byte picks the method, the rest splits at the first `?` into path and query. No panic;
//! the verb is one the API server knows (or the method, lower case, for a non-resource
//! path); a resource request names a resource and is under `/api` or `/apis`.
#![no_main]
use http::Method;
use libfuzzer_sys::fuzz_target;
use wirepass::checks::Attributes;

const METHODS: [Method; 6] = [
    Method::GET,
    Method::HEAD,
    Method::POST,
    Method::PUT,
    Method::PATCH,
    Method::DELETE,
];
const VERBS: [&str; 8] = [
    "get", "list", "watch", "create", "update", "patch", "delete", "deletecollection",
];

fuzz_target!(|data: &[u8]| {
    let [m, rest @ ..] = data else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let method = &METHODS[usize::from(*m) % METHODS.len()];
    let (path, query) = match text.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (text, None),
    };
    let a = Attributes::of(method, path, query);
    let _ = a.key();
    match &a.resource {
        Some(r) => {
            assert!(VERBS.contains(&a.verb.as_str()), "{a:?}");
            assert!(!r.resource.is_empty(), "{a:?}");
            assert!(path.split('/').any(|s| s == "api" || s == "apis"), "{a:?}");
        }
        None => assert_eq!(a.verb, method.as_str().to_ascii_lowercase()),
    }
});
