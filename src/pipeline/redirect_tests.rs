use super::*;
use crate::routes::{Active, Effect, Spelling, Table};

fn router() -> Router {
    let text = r#"
version: 1
service: github
hosts: [api.github.com]
storage: [objects.githubusercontent.com, "*.blob.core.windows.net"]
routes:
  - {method: GET, path: "/repos/{owner}/{repo}/releases/assets/{id}", action: repos.get_release_asset, resource: "repo:{owner}/{repo}", effect: read}
"#;
    let table = Table::parse(text, std::path::Path::new("t.yaml")).unwrap();
    let hosts = table.hosts.clone();
    let storage = table.storage.clone();
    Router::from_tables(vec![Active {
        table,
        hosts,
        storage,
    }])
    .unwrap()
}

fn issuer(user: &str) -> Issuer {
    Issuer {
        service: "github".into(),
        host: "api.github.com".into(),
        user: Some(user.into()),
        actions: vec![Mapped {
            service: "github".into(),
            action: "repos.get_release_asset".into(),
            resource: "repo:acme/x".into(),
            effect: Effect::Read,
            destructive: false,
            level: None,
            spelling: Spelling::Folded,
        }],
        reported: None,
        request_id: "r1".into(),
    }
}

const FOUND: http::StatusCode = http::StatusCode::FOUND;
const URL: &str = "https://objects.githubusercontent.com/github-production-release-asset/1/a?X-Amz-Credential=AKIAEXAMPLE%2F20261206%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature=abc&response-content-disposition=attachment%3B%20filename%3Dx%20y.zip";

#[test]
fn a_redirect_to_the_services_storage_issues_a_pass_for_that_url_and_user() {
    let (r, p) = (router(), Passes::default());
    assert_eq!(
        p.issue(&r, &issuer("alice"), FOUND, URL).as_deref(),
        Some("objects.githubusercontent.com")
    );
    let (path, query) = URL["https://objects.githubusercontent.com".len()..]
        .split_once('?')
        .unwrap();
    let host = "objects.githubusercontent.com";
    let pass = p.find(Some("alice"), host, 443, path, Some(query)).unwrap();
    assert_eq!(pass.actions[0].resource, "repo:acme/x");
    assert_eq!(pass.request_id, "r1");
    // Another user, another port, another query, another path: no pass.
    assert!(p.find(Some("bob"), host, 443, path, Some(query)).is_none());
    assert!(p.find(None, host, 443, path, Some(query)).is_none());
    assert!(p
        .find(Some("alice"), host, 8443, path, Some(query))
        .is_none());
    assert!(p.find(Some("alice"), host, 443, path, None).is_none());
    let other = query.replace("Signature=abc", "Signature=abd");
    assert!(p
        .find(Some("alice"), host, 443, path, Some(&other))
        .is_none());
    assert!(p
        .find(
            Some("alice"),
            host,
            443,
            "/github-production-release-asset/2/a",
            Some(query)
        )
        .is_none());
    assert!(p
        .find(Some("alice"), "evil.example", 443, path, Some(query))
        .is_none());
}

#[test]
fn only_a_redirect_to_the_services_own_storage_over_https_issues_one() {
    let (r, p) = (router(), Passes::default());
    let i = issuer("alice");
    for location in [
        "http://objects.githubusercontent.com/a",
        "https://evil.example/a",
        "https://objects.githubusercontent.com.evil.example/a",
        "https://user:pw@objects.githubusercontent.com/a",
        "/relative/path",
        "https://api.github.com/repos/acme/x",
        "not a url",
    ] {
        assert_eq!(p.issue(&r, &i, FOUND, location), None, "{location}");
    }
    assert_eq!(p.issue(&r, &i, http::StatusCode::OK, URL), None);
    assert_eq!(p.issue(&r, &i, http::StatusCode::NOT_MODIFIED, URL), None);
    let mut other = i.clone();
    other.service = "slack".into();
    assert_eq!(p.issue(&r, &other, FOUND, URL), None);
    // A wildcard storage host, a protocol-relative URL, another redirect status.
    for (status, location) in [
        (
            http::StatusCode::SEE_OTHER,
            "https://prod1.blob.core.windows.net/logs/1?sig=x%2By",
        ),
        (
            http::StatusCode::TEMPORARY_REDIRECT,
            "//objects.githubusercontent.com/b",
        ),
    ] {
        assert!(p.issue(&r, &i, status, location).is_some(), "{location}");
    }
    assert!(p
        .find(
            Some("alice"),
            "prod1.blob.core.windows.net",
            443,
            "/logs/1",
            Some("sig=x%2By")
        )
        .is_some());
    assert!(p
        .find(
            Some("alice"),
            "prod1.blob.core.windows.net",
            443,
            "/logs/1",
            Some("sig=x+y")
        )
        .is_none());
    assert!(p
        .find(
            Some("alice"),
            "objects.githubusercontent.com",
            443,
            "/b",
            None
        )
        .is_some());
}

#[test]
fn a_pass_expires() {
    let (r, p) = (router(), Passes::new(Duration::ZERO));
    p.issue(
        &r,
        &issuer("alice"),
        FOUND,
        "https://objects.githubusercontent.com/a",
    );
    assert!(p
        .find(
            Some("alice"),
            "objects.githubusercontent.com",
            443,
            "/a",
            None
        )
        .is_none());
}

#[test]
fn the_store_holds_at_most_its_bound() {
    let (r, p) = (router(), Passes::default());
    for n in 0..MAX_PASSES + 10 {
        p.issue(
            &r,
            &issuer("alice"),
            FOUND,
            &format!("https://objects.githubusercontent.com/{n}"),
        );
    }
    assert_eq!(p.held.lock().unwrap().len(), MAX_PASSES);
    let last = format!("/{}", MAX_PASSES + 9);
    assert!(p
        .find(
            Some("alice"),
            "objects.githubusercontent.com",
            443,
            &last,
            None
        )
        .is_some());
}

#[test]
fn one_spelling_of_a_target() {
    // What clients change when they follow a URL: unreserved escapes, the case of hex
    // digits, bytes a URI cannot hold as they are.
    assert_eq!(canonical("/a%41%7e?x=%2f"), "/aA~?x=%2F");
    assert_eq!(canonical("/a b?x=\"y\"&z=é"), "/a%20b?x=%22y%22&z=%C3%A9");
    assert_eq!(canonical("/a%20b"), canonical("/a b"));
    assert_eq!(canonical("/%27q"), canonical("/'q"));
    // Delimiters and their escapes stay apart.
    for (a, b) in [
        ("/a%2Fb", "/a/b"),
        ("?a=1%26b=2", "?a=1&b=2"),
        ("?a=x%2By", "?a=x+y"),
        ("?a=%3D", "?a=="),
    ] {
        assert_ne!(canonical(a), canonical(b), "{a} {b}");
    }
    // A `%` that starts no escape is one.
    assert_eq!(canonical("/100%"), "/100%25");
    assert_eq!(canonical("/100%zz"), "/100%25zz");
    assert_eq!(canonical("/%"), canonical("/%25"));
    // Idempotent.
    for t in ["/a%41%7e?x=%2f", "/a b", "/100%", "/é%c3%a9"] {
        assert_eq!(canonical(&canonical(t)), canonical(t), "{t}");
    }
}

proptest::proptest! {
    /// A pass issued for a Location is found for the target a client following it sends (as
    /// the WHATWG URL parser writes it), whatever the path and query hold; the spelling of a
    /// target is idempotent. (The fuzz target `redirect_location` tries any bytes.)
    #[test]
    fn a_pass_is_found_for_the_url_a_client_follows(tail in "[ -~\u{e9}\u{2603}]{0,40}") {
        let (r, p) = (router(), Passes::default());
        proptest::prop_assert_eq!(canonical(&canonical(&tail)), canonical(&tail));
        let location = format!("https://objects.githubusercontent.com/{tail}");
        let Some(host) = p.issue(&r, &issuer("alice"), FOUND, &location) else {
            return Ok(());
        };
        let url = url::Url::parse(&location).unwrap();
        let found = p.find(Some("alice"), &host, 443, url.path(), url.query());
        proptest::prop_assert!(found.is_some(), "{}", location);
    }
}
