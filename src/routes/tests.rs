//! Behaviour of the router as a whole: precedence, ambiguity, body fields, GraphQL, git.

use std::path::Path;

use bytes::Bytes;
use http::Method;

use super::*;

fn table(yaml: &str) -> Result<Table, crate::config::ConfigError> {
    Table::parse(yaml, Path::new("t.yaml"))
}

fn router(routes: &str) -> Router {
    let yaml = format!("version: 1\nservice: svc\nhosts: [h.test]\nroutes:\n{routes}");
    let t = table(&yaml).unwrap();
    let hosts = t.hosts.clone();
    Router::from_tables(vec![Active { table: t, hosts }]).unwrap()
}

fn example() -> Router {
    let t = Table::parse(builtin::get("example").unwrap(), Path::new("example.yaml")).unwrap();
    let hosts = t.hosts.clone();
    Router::from_tables(vec![Active { table: t, hosts }]).unwrap()
}

fn map_body(
    r: &Router,
    method: &str,
    url: &str,
    ct: Option<&str>,
    body: &str,
    complete: bool,
) -> Mapping {
    let method = Method::from_bytes(method.as_bytes()).unwrap();
    let rest = url.split_once("://").unwrap().1;
    let (host, path_query) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let (path, query) = match path_query.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (path_query, None),
    };
    let body = crate::request::BodyPrefix {
        bytes: Bytes::copy_from_slice(body.as_bytes()),
        complete,
    };
    r.map_request(&RouteRequest {
        method: &method,
        host,
        path,
        query,
        content_type: ct,
        body: &body,
    })
}

fn map(r: &Router, method: &str, url: &str) -> Mapping {
    map_body(r, method, url, None, "", true)
}

/// The (action, resource, effect) of every mapped action, or a panic naming the mapping.
fn actions(m: &Mapping) -> Vec<(String, String, Effect)> {
    match m {
        Mapping::Mapped(v) => v
            .iter()
            .map(|m| (m.action.clone(), m.resource.clone(), m.effect))
            .collect(),
        other => panic!("not mapped: {other:?}"),
    }
}

fn one(m: &Mapping) -> (String, String, Effect) {
    let a = actions(m);
    assert_eq!(a.len(), 1, "{m:?}");
    a.into_iter().next().unwrap()
}

fn refused(m: &Mapping) -> Code {
    match m {
        Mapping::Refused(r) => r.code,
        other => panic!("not refused: {other:?}"),
    }
}

const PRECEDENCE: &str = "
  - {method: GET, path: '/a/{x}', action: a.param, effect: read}
  - {method: GET, path: /a/lit, action: a.literal, effect: read}
  - {method: GET, path: '/a/{x+}', action: a.rest, effect: read}
  - {method: GET, path: '/b/{x}/c', action: b.param_c, effect: read}
  - {method: GET, path: '/b/lit/{y}', action: b.lit_param, effect: read}
  - {method: GET, path: /q, action: q.plain, effect: read}
  - {method: GET, path: /q, query: {mode: fast}, action: q.fast, effect: read}
  - {method: GET, path: /q, query: {mode: '*', extra: '*'}, action: q.two, effect: read}
  - {method: '*', path: /m, action: m.any, effect: write}
  - {method: [POST], path: /m, action: m.post, effect: write}
  - {method: POST, path: /bt/lit/x, action: bt.post, effect: write}
  - {method: GET, path: '/bt/{p}/x', action: bt.get, effect: read}
";

#[test]
fn literal_beats_param_beats_rest() {
    let r = router(PRECEDENCE);
    assert_eq!(one(&map(&r, "GET", "https://h.test/a/lit")).0, "a.literal");
    assert_eq!(one(&map(&r, "GET", "https://h.test/a/other")).0, "a.param");
    assert_eq!(one(&map(&r, "GET", "https://h.test/a/x/y")).0, "a.rest");
}

#[test]
fn precedence_is_decided_segment_by_segment_from_the_left() {
    let r = router(PRECEDENCE);
    assert_eq!(
        one(&map(&r, "GET", "https://h.test/b/lit/c")).0,
        "b.lit_param"
    );
    assert_eq!(
        one(&map(&r, "GET", "https://h.test/b/other/c")).0,
        "b.param_c"
    );
}

#[test]
fn query_conditions_beat_no_conditions_and_more_beat_fewer() {
    let r = router(PRECEDENCE);
    assert_eq!(one(&map(&r, "GET", "https://h.test/q")).0, "q.plain");
    assert_eq!(
        one(&map(&r, "GET", "https://h.test/q?mode=slow")).0,
        "q.plain"
    );
    assert_eq!(
        one(&map(&r, "GET", "https://h.test/q?mode=fast")).0,
        "q.fast"
    );
    assert_eq!(
        one(&map(&r, "GET", "https://h.test/q?mode=fast&extra=1")).0,
        "q.two"
    );
}

#[test]
fn specific_method_beats_any_method() {
    let r = router(PRECEDENCE);
    assert_eq!(one(&map(&r, "POST", "https://h.test/m")).0, "m.post");
    assert_eq!(one(&map(&r, "PUT", "https://h.test/m")).0, "m.any");
}

#[test]
fn a_literal_subtree_without_the_method_falls_back_to_the_param_route() {
    let r = router(PRECEDENCE);
    assert_eq!(one(&map(&r, "GET", "https://h.test/bt/lit/x")).0, "bt.get");
    assert_eq!(
        one(&map(&r, "POST", "https://h.test/bt/lit/x")).0,
        "bt.post"
    );
}

#[test]
fn head_falls_back_to_get_routes() {
    let r = router(PRECEDENCE);
    assert_eq!(one(&map(&r, "HEAD", "https://h.test/a/lit")).0, "a.literal");
}

#[test]
fn unmapped_carries_the_effect_of_the_method() {
    let r = router(PRECEDENCE);
    for (method, effect) in [
        ("GET", Effect::Read),
        ("OPTIONS", Effect::Read),
        ("POST", Effect::Write),
        ("DELETE", Effect::Write),
        ("PATCH", Effect::Write),
    ] {
        assert_eq!(
            map(&r, method, "https://h.test/nothing/here"),
            Mapping::Unmapped {
                service: "svc".into(),
                effect
            },
            "{method}"
        );
    }
    assert_eq!(
        map(&r, "GET", "https://other.test/a/lit"),
        Mapping::NoService
    );
}

#[test]
fn params_never_match_empty_segments() {
    let r = router(PRECEDENCE);
    assert!(matches!(
        map(&r, "GET", "https://h.test/b//c"),
        Mapping::Unmapped { .. }
    ));
}

#[test]
fn ambiguous_routes_are_a_load_error_naming_both_lines() {
    let cases = [
        ("same_shape_other_names", "  - {method: GET, path: '/a/{x}', action: a.one, effect: read}\n  - {method: GET, path: '/a/{y}', action: a.two, effect: read}\n"),
        ("any_overlaps_get", "  - {method: '*', path: /a, action: a.one, effect: read}\n  - {method: '*', path: /a, action: a.two, effect: read}\n"),
        ("method_lists_overlap", "  - {method: [GET, POST], path: /a, action: a.one, effect: read}\n  - {method: [PUT, POST], path: /a, action: a.two, effect: read}\n"),
        ("compatible_query_conditions", "  - {method: GET, path: /a, query: {x: '1'}, action: a.one, effect: read}\n  - {method: GET, path: /a, query: {y: '2'}, action: a.two, effect: read}\n"),
        ("two_rests", "  - {method: GET, path: '/a/{x+}', action: a.one, effect: read}\n  - {method: GET, path: '/a/{y+}', action: a.two, effect: read}\n"),
    ];
    for (name, routes) in cases {
        let yaml = format!("version: 1\nservice: svc\nhosts: [h.test]\nroutes:\n{routes}");
        let e = table(&yaml).expect_err(name);
        assert_eq!(e.line, Some(6), "{name}: {e}");
        assert!(
            e.message.contains("t.yaml:5") && e.message.contains("t.yaml:6"),
            "{name}: {e}"
        );
    }
}

#[test]
fn distinct_query_values_methods_and_hosts_do_not_tie() {
    let yaml = "version: 1\nservice: svc\nhosts: [h.test, g.test]\nroutes:
  - {method: GET, path: /a, query: {s: up}, action: a.one, effect: read}
  - {method: GET, path: /a, query: {s: down}, action: a.two, effect: read}
  - {method: GET, path: /b, action: b.get, effect: read}
  - {method: POST, path: /b, action: b.post, effect: write}
  - {method: GET, path: /c, host: h.test, action: c.h, effect: read}
  - {method: GET, path: /c, host: g.test, action: c.g, effect: read}
";
    table(yaml).unwrap();
}

#[test]
fn table_errors_name_file_and_line() {
    let cases = [
        ("unknown_key", "  - method: GET\n    path: /a\n    action: a.b\n    effect: read\n    colour: red\n", 10, "colour"),
        ("bad_template", "  - method: GET\n    path: /a\n    action: a.b\n    effect: read\n  - method: GET\n    path: /b/{x+}/c\n    action: a.c\n    effect: read\n", 10, "last segment"),
        ("unknown_placeholder", "  - {method: GET, path: /a, action: a.b, effect: read, resource: 'r:{nope}'}\n", 6, "the path has no"),
        ("level_not_in_levels", "  - {method: GET, path: /a, action: a.b, effect: read, level: god}\n", 6, "not one of the table's levels"),
        ("missing_effect", "  - {method: GET, path: /a, action: a.b}\n", 6, "needs `effect`"),
        ("bad_method", "  - {method: 'G T', path: /a, action: a.b, effect: read}\n", 6, "bad method"),
        ("host_not_in_table", "  - {method: GET, path: /a, host: x.test, action: a.b, effect: read}\n", 6, "not one of the table's hosts"),
        ("graphql_with_action", "  - {method: POST, path: /g, action: a.b, graphql: {}}\n", 6, "graphql route"),
    ];
    for (name, routes, line, want) in cases {
        let yaml =
            format!("version: 1\nservice: svc\nhosts: [h.test]\nlevels: [read]\nroutes:\n{routes}");
        let e = table(&yaml).expect_err(name);
        assert_eq!(e.line, Some(line), "{name}: {e}");
        assert!(
            e.to_string().starts_with(&format!("t.yaml:{line}")),
            "{name}: {e}"
        );
        assert!(e.message.contains(want), "{name}: {e}");
    }
}

#[test]
fn route_lines_follow_block_and_flow_items() {
    let text = "version: 1\nroutes:\n  # c\n  - method: GET\n    path: /a\n    graphql:\n      fields:\n        - x\n  - {method: GET}\n\n  -\n    method: PUT\nother: 1\n";
    assert_eq!(table::route_lines(text), vec![4, 9, 11]);
    let unindented = "routes:\n- method: GET\n  path: /a\n# c\n- method: PUT\n  path: /b\nlevels: [x]\n";
    assert_eq!(table::route_lines(unindented), vec![2, 5]);
}

#[test]
fn bad_paths_are_refused_not_matched() {
    let r = router(PRECEDENCE);
    for path in ["/a/%2e%2e/lit", "/a/../lit", "/a/x%2F..%2Fy"] {
        assert_eq!(
            refused(&map(&r, "GET", &format!("https://h.test{path}"))),
            Code::BadRequest,
            "{path}"
        );
    }
    // Unreserved characters are decoded before matching.
    assert_eq!(
        one(&map(&r, "GET", "https://h.test/a/%6Cit")).0,
        "a.literal"
    );
}

#[test]
fn a_repeated_query_parameter_a_route_tests_is_refused() {
    let r = router(PRECEDENCE);
    assert_eq!(
        refused(&map(&r, "GET", "https://h.test/q?mode=fast&mode=slow")),
        Code::BadRequest
    );
}

#[test]
fn body_field_resources_from_json_and_form() {
    let r = example();
    let url = "https://api.example.invalid/chat.postMessage";
    let json = map_body(
        &r,
        "POST",
        url,
        Some("application/json; charset=utf-8"),
        r#"{"channel":"C0123","text":"hi"}"#,
        true,
    );
    assert_eq!(one(&json).1, "channel:C0123");
    let form = map_body(
        &r,
        "POST",
        url,
        Some("application/x-www-form-urlencoded"),
        "text=a+b&channel=C%30123",
        true,
    );
    assert_eq!(one(&form).1, "channel:C0123");
    let query = map_body(&r, "POST", &format!("{url}?channel=C9"), None, "", true);
    assert_eq!(one(&query).1, "channel:C9");
    let cut_form = map_body(
        &r,
        "POST",
        url,
        Some("application/x-www-form-urlencoded"),
        "channel=C1&text=lo",
        false,
    );
    assert_eq!(one(&cut_form).1, "channel:C1");
}

#[test]
fn unreadable_body_fields_are_refused_never_guessed() {
    let r = example();
    let url = "https://api.example.invalid/chat.postMessage";
    let cases = [
        (
            "missing_field",
            Some("application/json"),
            r#"{"text":"hi"}"#,
            true,
            Code::BadRequest,
        ),
        (
            "not_json",
            Some("application/json"),
            "{nope",
            true,
            Code::BadRequest,
        ),
        (
            "object_value",
            Some("application/json"),
            r#"{"channel":{"a":1}}"#,
            true,
            Code::BadRequest,
        ),
        (
            "no_content_type",
            None,
            r#"{"channel":"C1"}"#,
            true,
            Code::BadRequest,
        ),
        (
            "multipart",
            Some("multipart/form-data; boundary=x"),
            "--x",
            true,
            Code::BadRequest,
        ),
        (
            "truncated_json",
            Some("application/json"),
            r#"{"channel":"C1","te"#,
            false,
            Code::TooLarge,
        ),
        (
            "field_past_the_cut",
            Some("application/x-www-form-urlencoded"),
            "text=hi&chan",
            false,
            Code::TooLarge,
        ),
        (
            "repeated_form_field",
            Some("application/x-www-form-urlencoded"),
            "channel=A&channel=B",
            true,
            Code::BadRequest,
        ),
    ];
    for (name, ct, body, complete, code) in cases {
        let m = map_body(&r, "POST", url, ct, body, complete);
        assert_eq!(refused(&m), code, "{name}: {m:?}");
        if let Mapping::Refused(r) = &m {
            assert!(r.reason.contains("body.channel"), "{name}: {}", r.reason);
        }
    }
}

#[test]
fn git_smart_http_maps_clone_and_push() {
    let r = example();
    let host = "https://git.example.invalid";
    let read = (
        "repo.read".to_string(),
        "repo:acme/widgets".to_string(),
        Effect::Read,
    );
    let push = (
        "repo.push".to_string(),
        "repo:acme/widgets".to_string(),
        Effect::Write,
    );
    assert_eq!(
        one(&map(
            &r,
            "GET",
            &format!("{host}/acme/widgets.git/info/refs?service=git-upload-pack")
        )),
        read
    );
    assert_eq!(
        one(&map(
            &r,
            "GET",
            &format!("{host}/acme/widgets/info/refs?service=git-upload-pack")
        )),
        read
    );
    assert_eq!(
        one(&map(
            &r,
            "POST",
            &format!("{host}/acme/widgets.git/git-upload-pack")
        )),
        read
    );
    assert_eq!(
        one(&map(
            &r,
            "GET",
            &format!("{host}/acme/widgets.git/info/refs?service=git-receive-pack")
        )),
        push
    );
    assert_eq!(
        one(&map(
            &r,
            "POST",
            &format!("{host}/acme/widgets.git/git-receive-pack")
        )),
        push
    );
    assert!(matches!(
        map(&r, "GET", &format!("{host}/acme/widgets.git/info/refs")),
        Mapping::Unmapped {
            effect: Effect::Read,
            ..
        }
    ));
}

#[test]
fn rest_placeholders_capture_the_rest() {
    let r = example();
    let m = map(
        &r,
        "GET",
        "https://api.example.invalid/repos/acme/w/contents/src/lib.rs",
    );
    assert_eq!(one(&m).0, "repos.get_content");
    let m = map(&r, "POST", "https://api.example.invalid/markdown");
    assert_eq!(
        one(&m),
        (
            "markdown.render".into(),
            "service:example".into(),
            Effect::Read
        )
    );
}

fn gql(r: &Router, body: serde_json::Value) -> Mapping {
    map_body(
        r,
        "POST",
        "https://api.example.invalid/graphql",
        Some("application/json"),
        &body.to_string(),
        true,
    )
}

#[test]
fn graphql_queries_read_and_mutations_map_per_root_field() {
    let r = example();
    let q = gql(
        &r,
        serde_json::json!({"query": "query { viewer { login } }"}),
    );
    assert_eq!(
        one(&q),
        (
            "graphql.query".into(),
            "graphql:api.example.invalid".into(),
            Effect::Read
        )
    );
    let m = gql(
        &r,
        serde_json::json!({
            "query": "mutation($r: ID!) { a: createIssue(input: {repositoryId: $r}) { id } b: addStar(id: 1) { x } }",
            "variables": {"r": "acme/w"}
        }),
    );
    assert_eq!(
        actions(&m),
        vec![
            ("issues.create".into(), "repo:acme/w".into(), Effect::Write),
            (
                "graphql.addStar".into(),
                "graphql:api.example.invalid".into(),
                Effect::Write
            ),
        ]
    );
}

#[test]
fn graphql_mutation_behind_operation_name_and_fragments_is_found() {
    let r = example();
    let m = gql(
        &r,
        serde_json::json!({
            "query": "query Harmless { viewer { login } } mutation Evil { ...F } fragment F on Mutation { deleteIssue(id: 1) { x } }",
            "operationName": "Evil"
        }),
    );
    let m = match m {
        Mapping::Mapped(v) => v,
        other => panic!("{other:?}"),
    };
    assert_eq!(m.len(), 1);
    assert_eq!(m[0].action, "issues.delete");
    assert!(m[0].destructive);
    assert_eq!(m[0].level.as_deref(), Some("admin"));
}

#[test]
fn graphql_that_cannot_be_read_is_an_unmapped_write() {
    let r = example();
    let unmapped_write = Mapping::Unmapped {
        service: "example".into(),
        effect: Effect::Write,
    };
    assert_eq!(
        gql(&r, serde_json::json!({"query": "mutation {"})),
        unmapped_write
    );
    assert_eq!(gql(&r, serde_json::json!({"nothing": 1})), unmapped_write);
    assert_eq!(
        gql(
            &r,
            serde_json::json!({"query": "{a}", "operationName": "Missing"})
        ),
        unmapped_write
    );
    let cut = map_body(
        &r,
        "POST",
        "https://api.example.invalid/graphql",
        None,
        r#"{"query":"mut"#,
        false,
    );
    assert_eq!(refused(&cut), Code::TooLarge);
}

#[test]
fn graphql_resource_from_a_missing_variable_is_refused() {
    let r = example();
    let m = gql(
        &r,
        serde_json::json!({"query": "mutation { createIssue(input: {}) { id } }"}),
    );
    assert_eq!(refused(&m), Code::BadRequest);
}

#[test]
fn graphql_over_get_reads_the_query_parameter() {
    let r = example();
    let m = map(
        &r,
        "GET",
        "https://api.example.invalid/graphql?query=%7Bviewer%7Blogin%7D%7D",
    );
    assert_eq!(one(&m).0, "graphql.query");
    let m = map(
        &r,
        "GET",
        "https://api.example.invalid/graphql?query=mutation%7BaddStar%7Bx%7D%7D",
    );
    assert_eq!(
        one(&m),
        (
            "graphql.addStar".into(),
            "service:example".into(),
            Effect::Write
        )
    );
    assert!(matches!(
        map(&r, "GET", "https://api.example.invalid/graphql"),
        Mapping::Unmapped {
            effect: Effect::Read,
            ..
        }
    ));
}

#[test]
fn graphql_batches_map_every_operation() {
    let r = example();
    let m = gql(
        &r,
        serde_json::json!([{"query": "{a}"}, {"query": "mutation { addStar { x } }"}]),
    );
    assert_eq!(actions(&m).len(), 2);
}

#[test]
fn every_file_in_routes_is_a_builtin_that_loads() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("routes");
    let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            e.file_name()
                .to_str()?
                .strip_suffix(".yaml")
                .map(str::to_string)
        })
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = builtin::TABLES.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(
        on_disk, listed,
        "src/routes/builtin.rs must list every routes/*.yaml"
    );
    for (name, text) in builtin::TABLES {
        let t = Table::parse(text, &builtin::source(name)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(&t.service, name, "routes/{name}.yaml names another service");
    }
}

fn config(yaml: &str) -> Result<Router, crate::config::ConfigError> {
    let c = crate::config::Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    Router::from_config(&c)
}

#[test]
fn config_selects_overrides_and_disables_tables() {
    let r = config("version: 1\n").unwrap();
    assert_eq!(r.service_for_host("api.example.invalid"), Some("example"));
    let r = config("version: 1\nservices:\n  example:\n    routes: none\n").unwrap();
    assert_eq!(r.service_for_host("api.example.invalid"), None);
    let r = config("version: 1\nservices:\n  example:\n    hosts: [api.acme.test, '*.acme.dev']\n")
        .unwrap();
    assert_eq!(r.service_for_host("api.example.invalid"), None);
    assert_eq!(r.service_for_host("api.acme.test"), Some("example"));
    assert_eq!(r.service_for_host("x.acme.dev"), Some("example"));
    assert_eq!(r.service_for_host("acme.dev"), None);
    let r = config("version: 1\nservices:\n  ghe:\n    routes: builtin:example\n    hosts: [ghe.acme.test]\n  example:\n    routes: none\n").unwrap();
    assert_eq!(r.service_for_host("ghe.acme.test"), Some("ghe"));
}

#[test]
fn config_errors_name_the_problem() {
    let e = config("version: 1\nservices:\n  x:\n    routes: builtin:nope\n").unwrap_err();
    assert!(e.message.contains("no builtin table `nope`"), "{e}");
    let e = config("version: 1\nservices:\n  x:\n    routes: builtin:example\n").unwrap_err();
    assert!(
        e.message
            .contains("claimed by the example table and the x table"),
        "{e}"
    );
    let e = config("version: 1\nservices:\n  x:\n    hosts: [a.test]\n").unwrap_err();
    assert!(e.message.contains("has no route table"), "{e}");
}
