//! Behaviour that depends on what the request carries: body fields, GraphQL documents,
//! git smart HTTP, and the tables the config selects.

use std::path::Path;

use super::tests::{actions, example, map, map_body, one, refused};
use super::*;

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
    let unlabelled = map_body(&r, "POST", url, None, r#"{"channel":"C7"}"#, true);
    assert_eq!(one(&unlabelled).1, "channel:C7");
    let fetch_default = map_body(
        &r,
        "POST",
        url,
        Some("text/plain;charset=UTF-8"),
        r#"{"channel":"C8"}"#,
        true,
    );
    assert_eq!(one(&fetch_default).1, "channel:C8");
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
            "no_content_type_not_json",
            None,
            "channel=C1",
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
        // Found before the cut, and given again after it (or after a pause longer than
        // the prefix's wait): the server takes the last.
        (
            "field_before_the_cut",
            Some("application/x-www-form-urlencoded"),
            "channel=A&text=hi&",
            false,
            Code::TooLarge,
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

fn config(yaml: &str) -> Result<Router, crate::section::ConfigError> {
    let c = crate::config::Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    crate::config::stages::router(&c)
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

fn builtin_router(name: &str) -> Router {
    router_over(name, None)
}

/// The Kubernetes table, which names no host of its own, on `kube.example.invalid`.
fn kube_router() -> Router {
    router_over("kubernetes", Some("kube.example.invalid"))
}

/// A shipped table alone, on `host` or its own hosts.
fn router_over(name: &str, host: Option<&str>) -> Router {
    let t = Table::parse(builtin::get(name).unwrap(), Path::new("t.yaml")).unwrap();
    let hosts = host.map_or_else(|| t.hosts.clone(), |h| vec![h.to_string()]);
    Router::from_tables(vec![Active {
        table: t,
        hosts,
        storage: Vec::new(),
    }])
    .unwrap()
}

fn spelled(m: &Mapping) -> (String, Spelling) {
    match m {
        Mapping::Mapped(ms) => (ms[0].resource.clone(), ms[0].spelling.clone()),
        other => panic!("not mapped: {other:?}"),
    }
}

#[test]
fn names_have_one_spelling_per_table() {
    let gh = builtin_router("github");
    let url = "https://api.github.com/repos/ACME/Secret/issues";
    assert_eq!(
        spelled(&map(&gh, "GET", url)),
        ("repo:acme/secret".into(), Spelling::Folded)
    );
    let id = map(
        &gh,
        "GET",
        "https://api.github.com/repositories/4242/contents/a.md",
    );
    assert_eq!(
        spelled(&id),
        ("repo_id:4242".into(), Spelling::Id { of: "repo".into() })
    );
    assert_eq!(one(&id).0, "repos.read_by_id");
    let by_id = map(
        &gh,
        "DELETE",
        "https://api.github.com/repositories/4242/issues/1",
    );
    assert_eq!(one(&by_id).2, Effect::Write);
    let user = map(&gh, "GET", "https://api.github.com/user/583231");
    assert_eq!(spelled(&user).1, Spelling::Id { of: "user".into() });
    // An issue id names some repository's issue: no grant on names reaches it.
    let dependency = map(
        &gh,
        "DELETE",
        "https://api.github.com/repos/acme/x/issues/1/dependencies/blocked_by/987654",
    );
    let Mapping::Mapped(ms) = &dependency else {
        panic!("not mapped: {dependency:?}");
    };
    assert_eq!(
        (ms[1].resource.as_str(), &ms[1].spelling),
        ("issue_id:987654", &Spelling::Id { of: "repo".into() })
    );
    let root = map(&gh, "GET", "https://api.github.com/repos/acme/x/contents/");
    assert_eq!(one(&root).0, "repos.get_content");

    let gl = builtin_router("gitlab");
    let by_path = map(
        &gl,
        "GET",
        "https://gitlab.com/api/v4/projects/Acme%2FWidgets",
    );
    assert_eq!(
        spelled(&by_path),
        ("project:acme/widgets".into(), Spelling::Folded)
    );
    let by_number = map(&gl, "GET", "https://gitlab.com/api/v4/projects/61000042");
    assert_eq!(
        spelled(&by_number),
        (
            "project:61000042".into(),
            Spelling::Id {
                of: "project".into()
            }
        )
    );
    let jira = builtin_router("jira");
    let key = map(
        &jira,
        "GET",
        "https://acme.atlassian.net/rest/api/3/issue/Acme-12",
    );
    assert_eq!(spelled(&key), ("issue:acme-12".into(), Spelling::Folded));
    // Slack ids are case-sensitive and stay as sent; a channel's name, with or without
    // its `#`, is one spelling.
    let slack = builtin_router("slack");
    let post = |body: &str| {
        let url = "https://slack.com/api/chat.postMessage";
        let form = Some("application/x-www-form-urlencoded");
        spelled(&map_body(&slack, "POST", url, form, body, true))
    };
    let id = ("channel:C0EXEC".to_string(), Spelling::AsSent);
    assert_eq!(post("channel=C0EXEC&text=hi"), id);
    let name = ("channel:#exec".to_string(), Spelling::Folded);
    for spelled in ["exec", "%23exec", "%23EXEC", "%23%23Exec", "EXEC", "+exec+"] {
        assert_eq!(
            post(&format!("channel={spelled}&text=hi")),
            name,
            "{spelled}"
        );
    }
    assert_eq!(post("channel=%40alice").0, "channel:@alice");
    // `_` and `-` begin names too, not another sigil.
    assert_eq!(post("channel=_ops").0, "channel:#_ops");
    assert_eq!(post("channel=%23_ops").0, "channel:#_ops");
}

#[test]
fn an_encoded_slash_inside_a_name_is_refused_where_names_hold_none() {
    let gh = builtin_router("github");
    let m = map(
        &gh,
        "GET",
        "https://api.github.com/repos/acme%2Fsecret/issues",
    );
    assert_eq!(refused(&m), Code::BadRequest);
    // Not a name: a branch inside the path may hold one (octokit sends it so).
    let m = map(
        &gh,
        "GET",
        "https://api.github.com/repos/acme/x/branches/feature%2Fx/protection",
    );
    assert_eq!(spelled(&m).0, "repo:acme/x");
}

#[test]
fn graphql_over_get_is_classified_like_post_and_never_guessed() {
    let gh = builtin_router("github");
    let url = "https://api.github.com/graphql";
    let m = map(
        &gh,
        "GET",
        &format!("{url}?query=mutation%7BdeleteIssue%7Bx%7D%7D"),
    );
    assert_eq!(one(&m).0, "issues.delete");
    assert_eq!(one(&m).2, Effect::Write);
    let m = map(&gh, "GET", &format!("{url}?query=%7Bviewer%7Blogin%7D%7D"));
    assert_eq!(one(&m).2, Effect::Read);
    let unreadable = map(&gh, "GET", &format!("{url}?query=mutation%7B"));
    assert!(
        matches!(
            unreadable,
            Mapping::Unmapped {
                effect: Effect::Write,
                ..
            }
        ),
        "{unreadable:?}"
    );
    for bad in [
        format!("{url}?query=%7Ba%7D&query=mutation%7Bb%7D"),
        format!("{url}?query=%7Ba%7D&variables=not-json"),
        format!("{url}?query=%7Ba%7D&operationName=A&operationName=B"),
    ] {
        assert_eq!(refused(&map(&gh, "GET", &bad)), Code::BadRequest, "{bad}");
    }
    let both = map_body(
        &gh,
        "POST",
        &format!("{url}?query=mutation%7BdeleteIssue%7Bx%7D%7D"),
        Some("application/json"),
        r#"{"query":"{viewer{login}}"}"#,
        true,
    );
    assert_eq!(refused(&both), Code::BadRequest);
}

#[test]
fn a_method_override_field_naming_another_method_is_refused() {
    let gh = builtin_router("github");
    let url = "https://api.github.com/repos/acme/x";
    assert_eq!(
        refused(&map(&gh, "GET", &format!("{url}?_method=DELETE"))),
        Code::BadRequest
    );
    assert_eq!(
        refused(&map(
            &gh,
            "GET",
            &format!("{url}?_method=GET&_method=DELETE")
        )),
        Code::BadRequest
    );
    assert_eq!(
        one(&map(&gh, "GET", &format!("{url}?_method=get"))).0,
        "repos.get"
    );
    let form = map_body(
        &gh,
        "POST",
        &format!("{url}/issues"),
        Some("application/x-www-form-urlencoded; charset=utf-8"),
        "title=x&_method=DELETE",
        true,
    );
    assert_eq!(refused(&form), Code::BadRequest);
    // In any case, and in a JSON body's top level, which Laravel reads too.
    assert_eq!(
        refused(&map(&gh, "GET", &format!("{url}?_METHOD=DELETE"))),
        Code::BadRequest
    );
    let json = |body: &str| {
        map_body(
            &gh,
            "POST",
            &format!("{url}/issues"),
            Some("application/json"),
            body,
            true,
        )
    };
    assert_eq!(
        refused(&json(r#"{"_method":"DELETE","title":"x"}"#)),
        Code::BadRequest
    );
    assert_eq!(
        one(&json(r#"{"_method":"POST","title":"x"}"#)).0,
        "issues.create"
    );
    // As other readers spell it: PHP's (leading blanks, a NUL, dots), a name after `;`,
    // a byte-order mark before JSON, a multipart part.
    for (ct, body) in [
        ("application/x-www-form-urlencoded", "+_method=DELETE&title=t"),
        ("application/x-www-form-urlencoded", "_method%00x=DELETE&title=t"),
        ("application/x-www-form-urlencoded", ".method=DELETE&title=t"),
        ("application/x-www-form-urlencoded", "title=t;_method=DELETE"),
        ("application/json", "\u{feff}{\"_method\":\"DELETE\",\"title\":\"x\"}"),
        (
            "multipart/form-data; boundary=b",
            "--b\r\ncontent-disposition: form-data; name=\"title\"\r\n\r\nt\r\n--b\r\ncontent-disposition: form-data; name=\"_method\"\r\n\r\nDELETE\r\n--b--\r\n",
        ),
    ] {
        let m = map_body(&gh, "POST", &format!("{url}/issues"), Some(ct), body, true);
        assert_eq!(refused(&m), Code::BadRequest, "{body}");
    }
    for q in ["%20_method=DELETE", "a=1;_method=DELETE"] {
        assert_eq!(
            refused(&map(&gh, "GET", &format!("{url}?{q}"))),
            Code::BadRequest,
            "{q}"
        );
    }
    assert_eq!(
        one(&json(r#"{"title":"x","labels":{"_method":"DELETE"}}"#)).0,
        "issues.create"
    );
}

/// A value a request gives twice, where servers disagree on which one counts, is refused:
/// a JSON object's key given twice (most readers take the last, some the first), a body
/// field given in the query string too, a form field also given in a PHP array's form.
#[test]
fn a_value_given_twice_is_refused_not_picked() {
    let r = example();
    let url = "https://api.example.invalid/chat.postMessage";
    let body = |ct: &str, url: &str, body: &str| map_body(&r, "POST", url, Some(ct), body, true);
    let json = "application/json";
    let form = "application/x-www-form-urlencoded";
    for m in [
        body(
            json,
            url,
            r#"{"channel":"C0SECRET","channel":"C0AGENTS","text":"hi"}"#,
        ),
        body(json, url, r#"{"channel":"C0AGENTS","meta":{"a":1,"a":2}}"#),
        body(
            json,
            &format!("{url}?channel=C0SECRET"),
            r#"{"channel":"C0AGENTS"}"#,
        ),
        body(
            form,
            &format!("{url}?channel=C0SECRET"),
            "channel=C0AGENTS&text=hi",
        ),
        body(form, url, "channel=C0AGENTS&channel[]=C0SECRET"),
        body(form, url, "channel[0]=C0SECRET"),
        // As PHP reads names, and after a `;` inside a value.
        body(form, url, "channel=C0AGENTS&+channel=C0SECRET"),
        body(form, url, "channel=C0AGENTS&channel%00x=C0SECRET"),
        body(form, url, "channel=C0AGENTS&text=hi;channel=C0SECRET"),
        body(
            form,
            &format!("{url}?x=1;channel=C0SECRET"),
            "channel=C0AGENTS",
        ),
    ] {
        assert_eq!(refused(&m), Code::BadRequest, "{m:?}");
    }
    assert_eq!(
        one(&body(json, url, r#"{"channel":"C0AGENTS","text":"hi"}"#)).1,
        "channel:C0AGENTS"
    );
    // A `[` that no `]` closes is `_` to PHP: `channel[id` is a second `channel_id`.
    let slack = builtin_router("slack");
    let add = "https://slack.com/api/bookmarks.add";
    let m = map_body(
        &slack,
        "POST",
        add,
        Some(form),
        "channel_id=C0AGENTS&title=t&type=link&channel[id=C0SECRET",
        true,
    );
    assert_eq!(refused(&m), Code::BadRequest, "{m:?}");
    let m = map_body(
        &slack,
        "POST",
        add,
        Some(form),
        "channel_id=C0AGENTS&a[b]=1",
        true,
    );
    assert_eq!(one(&m).1, "channel:C0AGENTS");
    // A body cut before its end may give a query's field after the cut.
    let m = map_body(
        &slack,
        "GET",
        &format!("{add}?channel_id=C0AGENTS"),
        Some(form),
        "title=t&",
        false,
    );
    assert_eq!(refused(&m), Code::TooLarge, "{m:?}");
    // GraphQL: the document, its operation and its variables are read one way.
    let gh = builtin_router("github");
    let gql = "https://api.github.com/graphql";
    for doc in [
        r#"{"query":"mutation { deleteRepository(input:{repositoryId:\"x\"}) { clientMutationId } }","query":"query { viewer { login } }"}"#,
        r#"{"query":"query A { viewer { login } } mutation B { deleteRepository(input:{repositoryId:\"x\"}) { clientMutationId } }","operationName":"B","operationName":"A"}"#,
    ] {
        let m = map_body(&gh, "POST", gql, Some(json), doc, true);
        assert_eq!(refused(&m), Code::BadRequest, "{doc}");
    }
}

/// Names fold in ASCII only, as the services fold them: the KELVIN SIGN is no `k`, so a
/// grant on `acme/kit` never covers a path that names another repository.
#[test]
fn names_fold_in_ascii_only() {
    let gh = builtin_router("github");
    let m = map(
        &gh,
        "POST",
        "https://api.github.com/repos/acme/%E2%84%AAit/pulls",
    );
    let (_, resource, _) = one(&m);
    assert_ne!(resource, "repo:acme/kit");
    let m = map(&gh, "POST", "https://api.github.com/repos/Acme/KIT/pulls");
    assert_eq!(one(&m).1, "repo:acme/kit");
}

#[test]
fn an_upgrade_is_no_read() {
    let r = kube_router();
    let base = "https://kube.example.invalid";
    let console = format!(
        "{base}/apis/subresources.kubevirt.io/v1/namespaces/dev/virtualmachineinstances/vm1/console"
    );
    let m = map(&r, "GET", &console);
    assert!(actions(&m).iter().all(|a| a.2 == Effect::Read));
    assert_eq!(refused(&super::upgraded(m)), Code::BadRequest);
    match super::upgraded(map(&r, "GET", &format!("{base}/nothing/here"))) {
        Mapping::Unmapped { effect, .. } => assert_eq!(effect, Effect::Write),
        other => panic!("{other:?}"),
    }
    let exec = format!("{base}/api/v1/namespaces/dev/pods/p/exec?command=sh");
    assert_eq!(one(&super::upgraded(map(&r, "GET", &exec))).0, "pods.exec");
}

/// A Kubernetes collection's routes say what they reach: every object of the collection
/// (across namespaces for a cluster-wide list, everything in it for a namespace's
/// delete); an object's own route reaches itself alone, and a name that holds `*`,
/// which would widen the pattern, is refused.
#[test]
fn a_collection_stands_for_its_members() {
    let r = kube_router();
    let spelling = |method: &str, path: &str| match map(
        &r,
        method,
        &format!("https://kube.example.invalid{path}"),
    ) {
        Mapping::Mapped(v) => v[0].spelling.clone(),
        other => panic!("{path}: {other:?}"),
    };
    let members = |ps: &[&str]| Spelling::Members {
        patterns: ps.iter().map(|p| p.to_string()).collect(),
        folded: false,
    };
    for (method, path, want) in [
        (
            "GET",
            "/api/v1/namespaces/dev/secrets",
            &["ns:dev/secrets/*"][..],
        ),
        (
            "DELETE",
            "/api/v1/namespaces/dev/pods?fieldSelector=metadata.name%3Dvault-0",
            &["ns:dev/pods/*"],
        ),
        ("GET", "/api/v1/pods?watch=1", &["ns:*/pods/*"]),
        (
            "GET",
            "/apis/example.com/v1/widgets",
            &[
                "cluster:widgets.example.com/*",
                "ns:*/widgets.example.com/*",
                "cluster:widgets/*",
                "ns:*/widgets/*",
                "cluster:widgets",
            ],
        ),
        // An object of a named group stands for its name without the group too.
        (
            "GET",
            "/apis/serving.knative.dev/v1/namespaces/dev/services/web",
            &["ns:dev/services/web"],
        ),
        ("DELETE", "/api/v1/namespaces/dev", &["ns:dev/**"]),
        ("GET", "/api/v1/watch/namespaces/dev/secrets", &["**"]),
    ] {
        assert_eq!(spelling(method, path), members(want), "{method} {path}");
    }
    assert_eq!(
        spelling("GET", "/api/v1/namespaces/dev/secrets/s"),
        Spelling::AsSent
    );
    let star = map(
        &r,
        "DELETE",
        "https://kube.example.invalid/api/v1/namespaces/*/pods",
    );
    assert_eq!(refused(&star), Code::BadRequest);
}

/// A response run from a stored prompt names no model: it is judged on the prompt, which
/// the OpenAI table spells as an id of a model, so a deny on a model cannot be passed by
/// way of a prompt that runs it.
#[test]
fn a_stored_prompt_stands_for_some_model() {
    let r = builtin_router("openai");
    let m = map_body(
        &r,
        "POST",
        "https://api.openai.com/v1/responses",
        Some("application/json"),
        r#"{"prompt":{"id":"pmpt_1"},"input":"hi"}"#,
        true,
    );
    let Mapping::Mapped(v) = m else {
        panic!("{m:?}")
    };
    assert_eq!(v[0].resource, "prompt:pmpt_1");
    assert_eq!(v[0].spelling, Spelling::Id { of: "model".into() });
}

/// Each resource a request names is judged, once: a body naming tens of thousands is
/// refused rather than judged one by one (round eight spent 5.6 s on 40,000 distinct
/// file ids), and its repeats cost nothing.
#[test]
fn a_request_names_a_bounded_number_of_resources() {
    let r = builtin_router("anthropic");
    let url = "https://api.anthropic.com/v1/messages";
    let body = |ids: &[String]| {
        let files: Vec<String> = ids
            .iter()
            .map(|id| {
                format!(r#"{{"type":"document","source":{{"type":"file","file_id":"{id}"}}}}"#)
            })
            .collect();
        format!(
            r#"{{"model":"claude-3-haiku-20240307","max_tokens":1,"messages":[{{"role":"user","content":[{}]}}]}}"#,
            files.join(",")
        )
    };
    let many: Vec<String> = (0..10_001).map(|i| format!("file_{i}")).collect();
    let m = map_body(
        &r,
        "POST",
        url,
        Some("application/json"),
        &body(&many),
        true,
    );
    assert_eq!(refused(&m), Code::BadRequest);
    let repeated = vec!["file_1".to_string(); 20_000];
    let m = map_body(
        &r,
        "POST",
        url,
        Some("application/json"),
        &body(&repeated),
        true,
    );
    assert_eq!(actions(&m).len(), 2, "the model and the one file");
}
