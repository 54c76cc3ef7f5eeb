//! Behaviour of the router as a whole: precedence, ambiguity, table errors, normalisation.
//! The helpers here are shared with `tests_inputs`.

use std::path::Path;

use bytes::Bytes;
use http::Method;

use super::*;

pub(super) fn table(yaml: &str) -> Result<Table, crate::section::ConfigError> {
    Table::parse(yaml, Path::new("t.yaml"))
}

pub(super) fn router(routes: &str) -> Router {
    let yaml = format!("version: 1\nservice: svc\nhosts: [h.test]\nroutes:\n{routes}");
    let t = table(&yaml).unwrap();
    let hosts = t.hosts.clone();
    Router::from_tables(vec![Active {
        table: t,
        hosts,
        storage: Vec::new(),
    }])
    .unwrap()
}

pub(super) fn example() -> Router {
    let t = Table::parse(builtin::get("example").unwrap(), Path::new("example.yaml")).unwrap();
    let hosts = t.hosts.clone();
    Router::from_tables(vec![Active {
        table: t,
        hosts,
        storage: Vec::new(),
    }])
    .unwrap()
}

pub(super) fn map_body(
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
        trailers: None,
    };
    r.map_request(&RouteRequest {
        method: &method,
        host,
        path,
        query,
        content_type: ct,
        body: &body,
        memory: None,
    })
}

pub(super) fn map(r: &Router, method: &str, url: &str) -> Mapping {
    map_body(r, method, url, None, "", true)
}

/// The (action, resource, effect) of every mapped action, or a panic naming the mapping.
pub(super) fn actions(m: &Mapping) -> Vec<(String, String, Effect)> {
    match m {
        Mapping::Mapped(v) => v
            .iter()
            .map(|m| (m.action.clone(), m.resource.clone(), m.effect))
            .collect(),
        other => panic!("not mapped: {other:?}"),
    }
}

pub(super) fn one(m: &Mapping) -> (String, String, Effect) {
    let a = actions(m);
    assert_eq!(a.len(), 1, "{m:?}");
    a.into_iter().next().unwrap()
}

pub(super) fn refused(m: &Mapping) -> Code {
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
    let unindented =
        "routes:\n- method: GET\n  path: /a\n# c\n- method: PUT\n  path: /b\nlevels: [x]\n";
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

/// Issue 11: the matcher used to signal a repeated parameter through a `Cell` in its
/// context; it is now part of what a lookup returns. The refusal is the same: any route
/// whose query condition met a repeated parameter makes the request suspect, even when a
/// less specific route would accept it.
#[test]
fn repeated_query_parameter_is_a_returned_value_not_a_cell() {
    let r = router(PRECEDENCE);
    // (method, url, Some(action) when mapped, None when refused)
    let cases = [
        ("GET", "https://h.test/q?mode=fast&mode=slow", None),
        ("GET", "https://h.test/q?extra=1&extra=2", None),
        ("GET", "https://h.test/q?mode=fast&extra=1&extra=2", None),
        ("HEAD", "https://h.test/q?mode=a&mode=b", None),
        ("GET", "https://h.test/q?mode=fast", Some("q.fast")),
        ("GET", "https://h.test/q?mode=slow&extra=x", Some("q.two")),
        ("GET", "https://h.test/q?other=1&other=2", Some("q.plain")),
        ("HEAD", "https://h.test/q?other=1&other=2", Some("q.plain")),
    ];
    for (method, url, want) in cases {
        let m = map(&r, method, url);
        match want {
            Some(action) => assert_eq!(one(&m).0, action, "{method} {url}"),
            None => assert_eq!(refused(&m), Code::BadRequest, "{method} {url}"),
        }
    }
}

#[test]
fn a_repeated_query_parameter_a_route_tests_is_refused() {
    let r = router(PRECEDENCE);
    assert_eq!(
        refused(&map(&r, "GET", "https://h.test/q?mode=fast&mode=slow")),
        Code::BadRequest
    );
}

/// Issue 11: route tables checked their hosts with a validator of their own. They now use
/// the one in `crate::host`; the last column says what the old check answered where it
/// differed. A port was accepted but could never match (request hosts carry none).
#[test]
fn route_table_hosts_use_the_one_host_validator() {
    let long_label = format!("{}.test", "a".repeat(64));
    #[rustfmt::skip]
    let cases = [
        // (host, now, before)
        ("api.example.test", Some("api.example.test"), Some("api.example.test")),
        ("*.atlassian.net", Some("*.atlassian.net"), Some("*.atlassian.net")),
        ("API.Example.TEST.", Some("api.example.test"), Some("api.example.test")),
        ("127.0.0.1", Some("127.0.0.1"), Some("127.0.0.1")),
        ("::1", Some("::1"), Some("::1")),
        ("a..b", None, None),
        (".a", None, None),
        ("*", None, None),
        ("", None, None),
        ("a.*.com", None, None),
        ("under_score.test", Some("under_score.test"), None),
        ("h.test:8080", None, Some("h.test:8080")),
        (long_label.as_str(), None, Some(long_label.as_str())),
    ];
    for (host, now, _before) in cases {
        assert_eq!(table::check_host(host).ok().as_deref(), now, "{host:?}");
    }
}

/// A quick action is a `/` and a word at a line's start, as GitLab reads a note: it
/// deletes every carriage return first, so one after the slash hides nothing.
#[test]
fn quick_actions_are_read_as_gitlab_reads_them() {
    for text in [
        "LGTM\n/merge",
        "  /approve",
        "x\r\n/assign @bob",
        "looks good\n/\rclone secret/vault",
        "/\r\r\rmerge\r",
        "\r/relate other/project#9",
    ] {
        assert!(resolve::holds_command(text), "{text:?}");
    }
    for text in [
        "see /usr/bin/env",
        "a/merge",
        "1/2 done",
        "/",
        "/ merge",
        "/123",
    ] {
        assert!(!resolve::holds_command(text), "{text:?}");
    }
}

/// A route whose body fields are read only by its `also` or its `otherwise` reads the
/// body whole, as one whose resource names them does: a body cut at the prefix could
/// name a second resource after the cut.
#[test]
fn a_body_field_read_only_by_also_or_otherwise_makes_the_route_read_the_body() {
    let r = router(
        "  - {method: POST, path: /own, action: a.own, resource: \"x:{body.id}\", effect: write}
  - {method: POST, path: /also, action: a.also, resource: \"x:h\", also: [\"y:{body.id}\"], effect: write}
  - {method: POST, path: /otherwise, action: a.other, resource: \"x:{query.id}\", otherwise: \"y:{body.id}\", effect: write}
  - {method: POST, path: /none, action: a.none, resource: \"x:{query.id}\", effect: write}
  - {method: POST, path: /upload, action: a.up, resource: \"x:h\", also: [\"y:{body.id}\"], multipart: true, effect: write}",
    );
    // An upload's route reads its `also` from a short JSON body only, never holding a
    // file back.
    for (path, want) in [
        ("/upload", false),
        ("/own", true),
        ("/also", true),
        ("/otherwise", true),
        ("/none", false),
    ] {
        assert_eq!(
            r.reads_body("h.test", &Method::POST, path, None),
            want,
            "{path}"
        );
    }
}
