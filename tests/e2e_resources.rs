//! Issue 13, one reading of every request and resource: the breaks an attacker found, each
//! pinned through the real binary with curl, asserting what the origin received (nothing,
//! or exactly the path that was judged), not only the status.
//!
//! - a deny on `repo:acme/secret` stops every spelling (`ACME/Secret`);
//! - resource-scoped reads cannot be sidestepped through `/repositories/{id}`, a trailing
//!   slash, `//`, or a path no route maps;
//! - a method override, and a GraphQL mutation sent over GET, are judged for what they do;
//! - a path a server could read another way (`;`, an encoded `/` inside a name) is refused,
//!   and one with runs of `/` is forwarded in the one form that was judged;
//! - a GitLab project addressed by its numeric id is not taken for an unrelated name;
//! - a body is read as the services read it (round nine: a JSON body labelled a form, a
//!   Content-Type that is not one media type, Rack 2's names, a field in the query alone).

mod support;

use support::{assert_refusal, Setup, SetupOptions};

/// A proxy whose only config beyond the defaults is `grants` (YAML list items).
async fn with_grants(grants: &str) -> Setup {
    Setup::start(SetupOptions {
        extra_yaml: format!("grants:\n{grants}"),
        ..SetupOptions::default()
    })
    .await
}

/// curl through the proxy as `user` (trust mode), the path sent exactly as written.
async fn as_user(
    setup: &Setup,
    user: &str,
    args: &[&str],
    url: &str,
) -> (u16, Vec<(String, String)>, String) {
    let mut all = vec!["--path-as-is"];
    all.extend_from_slice(args);
    setup.curl_as(user, &all, url).await
}

/// Asserts the refusal and that the origin saw nothing at all.
fn refused_unseen(
    setup: &Setup,
    got: &(u16, Vec<(String, String)>, String),
    want: (u16, &str),
    what: &str,
) {
    let (status, headers, body) = got;
    assert_refusal(*status, headers, body, want);
    assert!(
        setup.origin.requests().is_empty(),
        "{what}: nothing may reach the origin: {:#?}",
        setup.origin.requests()
    );
}

/// POSTs `body` as `user` with `content_type`, from a file (a long body does not fit in
/// an argument), without `Expect: 100-continue`.
async fn post_body(
    setup: &Setup,
    user: &str,
    content_type: &str,
    body: &str,
    url: &str,
) -> (u16, Vec<(String, String)>, String) {
    let file = setup.dir.path().join("request-body");
    std::fs::write(&file, body).unwrap();
    let data = format!("@{}", file.display());
    let ct = format!("content-type: {content_type}");
    let args = [
        "-H",
        ct.as_str(),
        "-H",
        "Expect:",
        "--data-binary",
        data.as_str(),
    ];
    as_user(setup, user, &args, url).await
}

fn refused_json(body: &str) -> serde_json::Value {
    serde_json::from_str::<serde_json::Value>(body).unwrap()["refused"].clone()
}

#[tokio::test]
async fn a_deny_stops_every_spelling_of_a_name() {
    let setup = with_grants(
        "  - who: [alice]\n    allow: [\"github:*\"]\n  - who: [\"*\"]\n    deny: [\"github:*\"]\n    on: [\"repo:acme/secret\"]\n",
    )
    .await;
    let base = "https://api.github.com";
    for (method, path) in [
        ("DELETE", "/repos/ACME/Secret"),
        ("DELETE", "/repos/acme/SECRET"),
        ("POST", "/repos/Acme/secret/issues"),
    ] {
        let got = as_user(
            &setup,
            "alice",
            &["-X", method, "-d", "{}"],
            &format!("{base}{path}"),
        )
        .await;
        refused_unseen(&setup, &got, (403, "not_permitted"), path);
        let refused = refused_json(&got.2);
        assert_eq!(
            refused["resource"], "repo:acme/secret",
            "{path}: one spelling in the refusal"
        );
    }
    // The same grant still allows what it allows, and the path goes upstream as sent.
    let got = as_user(&setup, "alice", &[], &format!("{base}/repos/ACME/Public")).await;
    assert_eq!(got.0, 200, "{got:?}");
    let seen = setup.origin.requests();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].path_and_query, "/repos/ACME/Public");
}

#[tokio::test]
async fn resource_scoped_reads_cannot_be_sidestepped() {
    let setup = with_grants(
        "  - who: [bob]\n    allow: [\"github:*\"]\n    effect: read\n    on: [\"repo:acme/public\"]\n",
    )
    .await;
    let base = "https://api.github.com";
    for (path, code) in [
        // GitHub's id alias is mapped (repo_id:4242), and no grant on names allows an id.
        ("/repositories/4242/contents/README.md", "not_permitted"),
        ("/repositories/4242", "not_permitted"),
        // A trailing slash and runs of slashes read as the route they spell.
        ("/repos/acme/secret/contents/", "not_permitted"),
        ("//repos/acme/secret", "not_permitted"),
        ("/repos//acme//secret/", "not_permitted"),
        // A path no route maps cannot read past a grant limited to resources.
        ("/repos/acme/secret/no-such-endpoint/x", "unmapped_read"),
        ("/totally/unknown", "unmapped_read"),
    ] {
        let got = as_user(&setup, "bob", &[], &format!("{base}{path}")).await;
        refused_unseen(&setup, &got, (403, code), path);
    }
    // What the grant allows goes through, in the one form that was judged.
    for (path, forwarded) in [
        (
            "/repos/acme/public/contents/README.md",
            "/repos/acme/public/contents/README.md",
        ),
        ("//repos//acme/public", "/repos/acme/public"),
        (
            "/repos/acme/public/contents/docs/",
            "/repos/acme/public/contents/docs/",
        ),
    ] {
        setup.origin.clear_requests();
        let got = as_user(&setup, "bob", &[], &format!("{base}{path}")).await;
        assert_eq!(got.0, 200, "{path}: {got:?}");
        let seen = setup.origin.requests();
        assert_eq!(seen.len(), 1, "{path}");
        assert_eq!(seen[0].path_and_query, forwarded, "{path}");
    }
}

#[tokio::test]
async fn a_method_override_is_not_a_read() {
    let setup =
        with_grants("  - who: [carol]\n    allow: [\"github:*\"]\n    effect: read\n").await;
    let url = "https://api.github.com/repos/acme/x";
    for args in [
        vec!["-H", "X-HTTP-Method-Override: DELETE"],
        vec!["-H", "X-HTTP-Method: delete"],
        vec!["-H", "X-Method-Override: PATCH"],
        // CGI and WSGI servers read an underscore as a dash.
        vec!["-H", "X_HTTP_METHOD_OVERRIDE: DELETE"],
        // A rewriting front end's path, which the server behind it takes for the request's.
        vec!["-H", "X-Original-URL: /repos/acme/y"],
        vec!["-H", "X-Rewrite-URL: /repos/acme/y"],
        // Run as another identity: Kubernetes' impersonation, GitLab's `Sudo`.
        vec!["-H", "Impersonate-User: system:admin"],
        vec!["-H", "Impersonate-Extra-Scopes: admin"],
        vec!["-H", "Sudo: root"],
        // A read route's request that upgrades to a two-way stream.
        vec![
            "--http1.1",
            "-H",
            "Connection: Upgrade",
            "-H",
            "Upgrade: websocket",
            "-H",
            "Sec-WebSocket-Version: 13",
            "-H",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        ],
    ] {
        let got = as_user(&setup, "carol", &args, url).await;
        refused_unseen(&setup, &got, (400, "bad_request"), &format!("{args:?}"));
    }
    let got = as_user(&setup, "carol", &[], &format!("{url}?_method=DELETE")).await;
    refused_unseen(&setup, &got, (400, "bad_request"), "_method in the query");
    let got = as_user(&setup, "carol", &[], &format!("{url}?SUDO=ceo")).await;
    refused_unseen(&setup, &got, (400, "bad_request"), "sudo in the query");
    let form = [
        "-X",
        "POST",
        "-H",
        "content-type: application/x-www-form-urlencoded",
        "-d",
        "_method=GET&title=x",
    ];
    let got = as_user(
        &setup,
        "carol",
        &form,
        "https://api.github.com/repos/acme/x/issues",
    )
    .await;
    refused_unseen(&setup, &got, (400, "bad_request"), "_method in a form body");
    // An override that names the request's own method changes nothing.
    let got = as_user(&setup, "carol", &["-H", "X-HTTP-Method-Override: GET"], url).await;
    assert_eq!(got.0, 200, "{got:?}");
    assert_eq!(setup.origin.requests().len(), 1);
}

/// A body whose route reads a field of it is read whole before the decision: an LLM call
/// with a long context is judged on its `model` wherever the key stands, not refused for
/// lying past the body prefix.
#[tokio::test]
async fn a_long_body_is_judged_on_its_fields_wherever_they_stand() {
    let setup = with_grants(
        "  - who: [carol]\n    allow: [\"openai:chat.completions.create\"]\n    on: [\"model:gpt-4o-mini\"]\n",
    )
    .await;
    let url = "https://api.openai.com/v1/chat/completions";
    let context = "lorem ipsum ".repeat(30_000);
    let post = |body: String| {
        let setup = &setup;
        async move { post_body(setup, "carol", "application/json", &body, url).await }
    };
    let msg = |model: &str, first: bool| match first {
        true => {
            format!(r#"{{"model":"{model}","messages":[{{"role":"user","content":"{context}"}}]}}"#)
        }
        false => {
            format!(r#"{{"messages":[{{"role":"user","content":"{context}"}}],"model":"{model}"}}"#)
        }
    };
    for first in [true, false] {
        let got = post(msg("gpt-4o-mini", first)).await;
        assert_eq!(got.0, 200, "model first: {first}: {got:?}");
        let got = post(msg("o1-pro", first)).await;
        assert_refusal(got.0, &got.1, &got.2, (403, "not_permitted"));
    }
    let seen = setup.origin.requests();
    assert_eq!(seen.len(), 2, "{seen:#?}");
    assert!(
        seen.iter().all(|r| r.body_complete && r.body_len > 300_000),
        "{seen:#?}"
    );
}

/// A compressed body whose route reads a field is judged on the field as the origin
/// reads it, decoded: the model a gzip body names is the model judged.
#[tokio::test]
async fn a_compressed_body_is_judged_on_its_decoded_fields() {
    use std::io::Write;
    let setup = with_grants(
        "  - who: [carol]\n    allow: [\"openai:chat.completions.create\"]\n    on: [\"model:gpt-4o-mini\"]\n",
    )
    .await;
    let url = "https://api.openai.com/v1/chat/completions";
    for (model, allowed) in [("gpt-4o-mini", true), ("o1-pro", false)] {
        let json =
            format!(r#"{{"model":"{model}","messages":[{{"role":"user","content":"hi"}}]}}"#);
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gz.write_all(json.as_bytes()).unwrap();
        let file = setup.dir.path().join("body.json.gz");
        std::fs::write(&file, gz.finish().unwrap()).unwrap();
        let data = format!("@{}", file.display());
        let args = [
            "-H",
            "content-type: application/json",
            "-H",
            "content-encoding: gzip",
            "--data-binary",
            data.as_str(),
        ];
        let got = as_user(&setup, "carol", &args, url).await;
        match allowed {
            // Forwarded as sent (the test origin reads no gzip: its answer is its own).
            true => assert!(
                !got.1.iter().any(|(n, _)| n == "x-wirepass-refused"),
                "{model}: {got:?}"
            ),
            false => assert_refusal(got.0, &got.1, &got.2, (403, "not_permitted")),
        }
    }
    let seen = setup.origin.requests();
    assert_eq!(seen.len(), 1, "{seen:#?}");
    assert_eq!(seen[0].header("content-encoding"), Some("gzip"));
    // A bomb stops at what the request may hold (limits.request_memory, 64 MiB): 200 MiB
    // of one JSON string in 200 KiB is refused, and nothing of it goes on.
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(br#"{"model":"gpt-4o-mini","messages":[{"role":"user","content":""#)
        .unwrap();
    let chunk = vec![b'a'; 1 << 20];
    for _ in 0..200 {
        gz.write_all(&chunk).unwrap();
    }
    gz.write_all(br#""}]}"#).unwrap();
    let file = setup.dir.path().join("bomb.json.gz");
    std::fs::write(&file, gz.finish().unwrap()).unwrap();
    let data = format!("@{}", file.display());
    let args = [
        "-H",
        "content-type: application/json",
        "-H",
        "content-encoding: gzip",
        "--data-binary",
        data.as_str(),
    ];
    let got = as_user(&setup, "carol", &args, url).await;
    assert_refusal(got.0, &got.1, &got.2, (413, "too_large"));
    assert_eq!(setup.origin.requests().len(), 1);
}

/// A body longer than the prefix the decision reads may carry `_method` after the cut:
/// it is watched as it streams, and the upload fails before the origin has it whole.
#[tokio::test]
async fn a_method_override_past_the_body_prefix_is_refused() {
    let grants = "  - who: [carol]\n    allow: [\"github:issues.create\", \"github:markdown.*\"]\n";
    let setup = with_grants(grants).await;
    let url = "https://api.github.com/repos/acme/x/issues";
    let pad = "x".repeat(200 * 1024);
    let post = |ct: &'static str, body: String| {
        let setup = &setup;
        async move { post_body(setup, "carol", ct, &body, url).await }
    };
    let form = "application/x-www-form-urlencoded";
    let json = "application/json";
    for (ct, body) in [
        (form, format!("title=t&body={pad}&_method=DELETE")),
        (form, format!("title=t&body={pad}&%5FMETHOD=DELETE")),
        (
            json,
            format!(r#"{{"title":"t","body":"{pad}","\u005fmethod":"DELETE"}}"#),
        ),
    ] {
        let got = post(ct, body).await;
        assert_refusal(got.0, &got.1, &got.2, (400, "bad_request"));
        assert!(got.2.contains("_method"), "{}", got.2);
    }
    let seen = setup.origin.requests();
    assert!(
        seen.iter().all(|r| !r.body_complete),
        "an override reached the origin whole: {seen:#?}"
    );
    // The same body without it goes through whole.
    let got = post(form, format!("title=t&body={pad}")).await;
    assert_ne!(got.0, 400, "{got:?}");
    let seen = setup.origin.requests();
    let whole: Vec<_> = seen.iter().filter(|r| r.body_complete).collect();
    assert_eq!(whole.len(), 1, "{seen:#?}");
    // So does a text sent with a form's type (`curl --data-binary @notes.txt` sends that
    // type unless told another): one long name that no server reads as `_method`.
    let text = "a log line without an ampersand or an equals sign\n".repeat(5000);
    let raw = "https://api.github.com/markdown/raw";
    let got = post_body(&setup, "carol", form, &text, raw).await;
    assert_eq!(got.0, 200, "{got:?}");
    let seen = setup.origin.requests();
    assert_eq!(
        seen.iter().filter(|r| r.body_complete).count(),
        2,
        "{seen:#?}"
    );
}

#[tokio::test]
async fn graphql_over_get_is_classified_like_post() {
    let setup = with_grants("  - who: [dave]\n    allow: [\"github:graphql.query\"]\n").await;
    let url = "https://api.github.com/graphql";
    let mutation = "query=mutation{deleteIssue(input:{issueId:\"I_1\"}){clientMutationId}}";
    let got = as_user(&setup, "dave", &["-G", "--data-urlencode", mutation], url).await;
    refused_unseen(&setup, &got, (403, "not_permitted"), "a mutation over GET");
    assert_eq!(refused_json(&got.2)["action"], "issues.delete");
    // A document the proxy cannot classify is not taken for a read.
    let got = as_user(
        &setup,
        "dave",
        &["-G", "--data-urlencode", "query=mutation{"],
        url,
    )
    .await;
    refused_unseen(
        &setup,
        &got,
        (403, "unmapped_write"),
        "an unreadable document over GET",
    );
    // The query string and a body both carrying a document: servers disagree on which runs.
    let both = [
        "-X",
        "GET",
        "-H",
        "content-type: application/json",
        "-d",
        r#"{"query":"{viewer{login}}"}"#,
    ];
    let got = as_user(
        &setup,
        "dave",
        &both,
        &format!("{url}?query=mutation%7BdeleteIssue%7D"),
    )
    .await;
    refused_unseen(
        &setup,
        &got,
        (400, "bad_request"),
        "a document in the query and the body",
    );
    // A body that gives its document twice: readers disagree on which one runs.
    let twice = [
        "-H",
        "content-type: application/json",
        "-d",
        r#"{"query":"mutation{deleteIssue(input:{issueId:\"I_1\"}){clientMutationId}}","query":"{viewer{login}}"}"#,
    ];
    let got = as_user(&setup, "dave", &twice, url).await;
    refused_unseen(&setup, &got, (400, "bad_request"), "a document given twice");
    let got = as_user(
        &setup,
        "dave",
        &["-G", "--data-urlencode", "query={viewer{login}}"],
        url,
    )
    .await;
    assert_eq!(got.0, 200, "a query over GET reads: {got:?}");
}

#[tokio::test]
async fn paths_a_server_could_read_another_way_are_refused() {
    let setup = with_grants("  - who: [erin]\n    allow: [\"github:*\", \"gitlab:*\"]\n").await;
    for url in [
        "https://api.github.com/repos/acme/secret;x=1/issues",
        "https://api.github.com/repos/acme%2Fsecret/issues",
        "https://api.github.com/repos/acme/x%5C..%5Cy",
        "https://api.github.com/repos/acme/a%0Ab",
    ] {
        let got = as_user(&setup, "erin", &[], url).await;
        refused_unseen(&setup, &got, (400, "bad_request"), url);
    }
    // GitLab's project paths are one segment with an encoded `/`: forwarded as such.
    let got = as_user(
        &setup,
        "erin",
        &[],
        "https://gitlab.com/api/v4/projects/acme%2fwidgets",
    )
    .await;
    assert_eq!(got.0, 200, "{got:?}");
    let seen = setup.origin.requests();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].path_and_query, "/api/v4/projects/acme%2Fwidgets");
}

#[tokio::test]
async fn an_id_is_not_taken_for_an_unrelated_name() {
    let setup = with_grants(
        "  - who: [gina]\n    allow: [\"gitlab:*\"]\n  - who: [\"*\"]\n    deny: [\"gitlab:*\"]\n    on: [\"project:acme/secret\"]\n",
    )
    .await;
    // python-gitlab's second call addresses the project by the id the server returned.
    let got = as_user(
        &setup,
        "gina",
        &["-X", "DELETE"],
        "https://gitlab.com/api/v4/projects/61000042",
    )
    .await;
    refused_unseen(
        &setup,
        &got,
        (403, "not_permitted"),
        "a project id under a name-scoped deny",
    );
    let reason = refused_json(&got.2)["reason"].as_str().unwrap().to_string();
    assert!(
        reason.contains("resolver") && reason.contains("services.gitlab.check"),
        "{reason}"
    );
    // By name, in any case, the deny holds; another project goes through.
    let got = as_user(
        &setup,
        "gina",
        &["-X", "DELETE"],
        "https://gitlab.com/api/v4/projects/ACME%2FSecret",
    )
    .await;
    refused_unseen(
        &setup,
        &got,
        (403, "not_permitted"),
        "the denied project by name",
    );
    let got = as_user(
        &setup,
        "gina",
        &[],
        "https://gitlab.com/api/v4/projects/acme%2Fwidgets",
    )
    .await;
    assert_eq!(got.0, 200, "{got:?}");
}

/// Round nine, through curl: a body is read as the services read it. A JSON body labelled
/// a form (curl's `-d '{…}'`) is read as JSON, so its closing keyword is judged; a form
/// pair hidden in one of its strings, a Content-Type that is not one media type, a name as
/// Rack 2 reads it (`[title]`), a `_method` in an unlabelled body's form reading and a body
/// field given in the query string alone are refused before the origin sees anything.
#[tokio::test]
async fn a_body_is_read_as_the_services_read_it() {
    let setup =
        with_grants("  - who: [alice]\n    allow: [\"github:*\"]\n    on: [\"repo:acme/*\"]\n")
            .await;
    let pulls = "https://api.github.com/repos/acme/x/pulls";
    let form = "application/x-www-form-urlencoded";
    let cases: [(&str, &str, &str, (u16, &str)); 6] = [
        (
            form,
            r#"{"title":"t","head":"f","base":"main","body":"Fixes secret/y#1"}"#,
            pulls,
            (403, "not_permitted"),
        ),
        (
            form,
            r#"{"title":"t","head":"f","base":"main","x":"&body=Fixes+secret/y%231&"}"#,
            pulls,
            (400, "bad_request"),
        ),
        (
            "application/x-www-form-urlencoded,application/x+json",
            r#"{"title":"t","head":"f","base":"main"}"#,
            pulls,
            (400, "bad_request"),
        ),
        (
            form,
            "head=f&base=main&title=t&[body]=Fixes+secret%2Fy%231",
            pulls,
            (400, "bad_request"),
        ),
        (
            "",
            r#"{"title":"t","x":"&_method=DELETE&"}"#,
            "https://api.github.com/repos/acme/x/issues",
            (400, "bad_request"),
        ),
        (
            "application/json",
            "{}",
            "https://api.github.com/repos/acme/x/transfer?new_owner=evil",
            (400, "bad_request"),
        ),
    ];
    for (ct, body, url, want) in cases {
        let got = post_body(&setup, "alice", ct, body, url).await;
        refused_unseen(&setup, &got, want, &format!("{ct:?} {body}"));
    }
    // curl's `-d '{…}'` with no type, as GitHub's docs write it, still goes through.
    let body = r#"{"title":"t","head":"f","base":"main","body":"Fixes acme/y#1"}"#;
    let got = as_user(&setup, "alice", &["-d", body], pulls).await;
    assert_eq!(got.0, 200, "{got:?}");
    assert_eq!(setup.origin.requests().len(), 1);
}
