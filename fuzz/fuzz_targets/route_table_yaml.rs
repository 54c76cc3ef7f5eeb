//! The route table loader: any YAML loads or is an error with a position; a table that
//! loads maps a few requests without panicking.
#![no_main]

use std::path::Path;

use bytes::Bytes;
use http::Method;
use libfuzzer_sys::fuzz_target;
use wirepass::request::BodyPrefix;
use wirepass::routes::{Active, RouteRequest, Router, Table};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(table) = Table::parse(text, Path::new("fuzz.yaml")) else {
        return;
    };
    let host = table
        .hosts
        .first()
        .cloned()
        .unwrap_or_else(|| "h.test".into());
    let Ok(router) = Router::from_tables(vec![Active {
        table,
        hosts: vec![host.clone()],
    }]) else {
        return;
    };
    let body = BodyPrefix {
        bytes: Bytes::from_static(br#"{"channel":"C1"}"#),
        complete: true,
        trailers: None,
    };
    for (m, path) in [
        (Method::GET, "/"),
        (Method::POST, "/a/b/c"),
        (Method::DELETE, "/repos/x/y"),
        (Method::POST, "/graphql"),
    ] {
        let _ = router.map_request(&RouteRequest {
            method: &m,
            host: &host,
            path,
            query: Some("service=git-upload-pack&x=1"),
            content_type: Some("application/json"),
            body: &body,
            memory: None,
        });
    }
});
