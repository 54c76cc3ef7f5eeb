//! Property: whatever the method, path and query, the router answers with a mapping and
//! never panics.

#[path = "support/props.rs"]
mod props;

use std::sync::OnceLock;

use http::Method;
use proptest::prelude::*;
use wirepass::request::BodyPrefix;
use wirepass::routes::{builtin, Active, Mapping, RouteRequest, Router, Table};

fn router() -> &'static Router {
    static ROUTER: OnceLock<Router> = OnceLock::new();
    ROUTER.get_or_init(build)
}

fn build() -> Router {
    let mut tables = Vec::new();
    for (n, text) in builtin::TABLES {
        let table = Table::parse(text, &builtin::source(n)).unwrap();
        let mut hosts = table.hosts.clone();
        if hosts.is_empty() {
            hosts.push(format!("{n}.test"));
        }
        tables.push(Active {
            table,
            hosts,
            storage: Vec::new(),
        });
    }
    Router::from_tables(tables).unwrap()
}

fn hosts(r: &Router) -> Vec<String> {
    r.tables().iter().flat_map(|a| a.hosts.clone()).collect()
}

proptest! {
    #![proptest_config(props::config(2000))]
    #[test]
    fn any_request_gets_a_mapping(
        method in "[A-Z]{1,8}",
        host_pick in any::<prop::sample::Index>(),
        path in "(/([a-z0-9._~-]{0,6}|%[0-9a-fA-F]{2}|\\{|graphql|info|refs|\\.\\.?)){0,8}/?",
        query in proptest::option::of("[a-z=&%0-9+.-]{0,30}"),
        body in proptest::collection::vec(any::<u8>(), 0..64),
        complete in any::<bool>(),
    ) {
        let r = router();
        let hs = hosts(r);
        let host = host_pick.get(&hs).clone();
        let m = Method::from_bytes(method.as_bytes()).unwrap();
        let path = if path.is_empty() { "/".to_string() } else { path };
        let body = BodyPrefix { bytes: body.into(), complete, trailers: None };
        let mapping = r.map_request(&RouteRequest {
            method: &m, host: &host, path: &path, query: query.as_deref(),
            content_type: Some("application/json"), body: &body, memory: None,
        });
        if let Mapping::Mapped(v) = &mapping {
            prop_assert!(!v.is_empty());
        }
        if let Mapping::Unmapped { effect, .. } = &mapping {
            let read = matches!(m, Method::GET | Method::HEAD | Method::OPTIONS);
            // GraphQL may call a document without a mutation a read, never the reverse.
            prop_assert!(read || *effect == wirepass::routes::Effect::Write || path.contains("graphql"));
        }
        prop_assert!(!matches!(mapping, Mapping::NoService));
    }
}

proptest! {
    #![proptest_config(props::config(1000))]
    #[test]
    fn any_graphql_text_classifies_or_errs(
        doc in "(query|mutation|subscription|fragment|on|\\.\\.\\.|[a-zA-Z_]{1,6}|[{}():,$!@\"]| ){0,40}",
        op in proptest::option::of("[A-Za-z]{0,4}"),
    ) {
        let _ = wirepass::routes::graphql::classify_document(&doc, op.as_deref(), None);
    }

    #[test]
    fn any_table_text_loads_or_errs(
        text in "(version: 1\n|service: s\n|hosts: \\[h.test\\]\n|routes:\n|  - |method: [A-Z*]{1,4}\n|path: /[a-z{}+/]{0,12}\n|    |action: a.b\n|effect: (read|write)\n|resource: \"[a-z:{}.|,]{0,12}\"\n|query: \\{a: '\\*'\\}\n|graphql: \\{\\}\n){0,20}",
    ) {
        let _ = Table::parse(&text, std::path::Path::new("p.yaml"));
    }
}
