//! A redirect's `Location` as an origin may write it: issuing a pass for it is a pass or
//! nothing, never a panic; a pass issued is found again for the target a client following
//! the URL sends (as the WHATWG URL parser writes it); and the one spelling of a target is
//! idempotent.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use wirepass::pipeline::redirect::{canonical, Issuer, Passes};
use wirepass::routes::{Active, Router, Table};

fn router() -> &'static Router {
    static ROUTER: OnceLock<Router> = OnceLock::new();
    ROUTER.get_or_init(|| {
        let text = "version: 1\nservice: github\nhosts: [api.github.com]\nstorage: [objects.githubusercontent.com, \"*.blob.core.windows.net\"]\nroutes: []\n";
        let table = Table::parse(text, std::path::Path::new("fuzz.yaml")).unwrap();
        let (hosts, storage) = (table.hosts.clone(), table.storage.clone());
        Router::from_tables(vec![Active {
            table,
            hosts,
            storage,
        }])
        .unwrap()
    })
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let once = canonical(&text);
    assert_eq!(canonical(&once), once);
    // Steer most inputs onto a storage host, so the round trip is exercised.
    let location = match data.first() {
        Some(b) if b % 4 != 0 => format!("https://objects.githubusercontent.com/{text}"),
        _ => text.to_string(),
    };
    let passes = Passes::default();
    let issuer = Issuer {
        service: "github".into(),
        host: "api.github.com".into(),
        user: Some("alice".into()),
        actions: Vec::new(),
        reported: None,
        request_id: "r".into(),
    };
    let Some(host) = passes.issue(router(), &issuer, http::StatusCode::FOUND, &location) else {
        return;
    };
    let trimmed = location.trim();
    let absolute = match trimmed.strip_prefix("//") {
        Some(rest) => format!("https://{rest}"),
        None => trimmed.to_string(),
    };
    let url = url::Url::parse(&absolute).expect("an issued pass is for a URL");
    let port = url.port().unwrap_or(443);
    let found = passes.find(Some("alice"), &host, port, url.path(), url.query());
    assert!(found.is_some(), "{location:?}");
});
