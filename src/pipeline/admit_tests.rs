//! The admit phase without sockets: every check the shell made on a target before it
//! dialled or answered a CONNECT.

use std::path::Path;

use super::*;
use crate::config::Config;

fn pipeline(yaml: &str) -> Pipeline {
    let c = Config::parse(yaml, Path::new("w.yaml"), Path::new(".")).unwrap();
    Pipeline::new(&c).unwrap()
}

const BASE: &str =
    "version: 1\nhosts:\n  intercept: [inspected.example]\n  tunnel: [\"*.pythonhosted.org\"]\n";

fn connect(p: &Pipeline, target: &str) -> Result<Admitted, Refusal> {
    p.admit(Entry::Connect(target))
}

fn absolute(p: &Pipeline, url: &str) -> Result<Admitted, Refusal> {
    let uri: Uri = url.parse().unwrap();
    p.admit(Entry::Absolute(&uri))
}

fn code(r: Result<Admitted, Refusal>) -> Result<Disposition, Code> {
    r.map(|a| a.disposition).map_err(|r| r.code)
}

#[test]
fn connect_targets_are_intercepted_tunnelled_or_refused() {
    let p = pipeline(BASE);
    let cases = [
        (
            "a route table's host",
            "api.github.com:443",
            Ok(Disposition::Intercept),
        ),
        (
            "listed for interception",
            "inspected.example:443",
            Ok(Disposition::Intercept),
        ),
        (
            "name in upper case",
            "API.GitHub.com.:443",
            Ok(Disposition::Intercept),
        ),
        (
            "listed as a tunnel",
            "files.pythonhosted.org:443",
            Ok(Disposition::Tunnel),
        ),
        (
            "unknown host",
            "elsewhere.example:443",
            Err(Code::UnknownHost),
        ),
        ("no port", "api.github.com", Err(Code::BadRequest)),
        (
            "user info",
            "user@api.github.com:443",
            Err(Code::BadRequest),
        ),
        ("port zero", "api.github.com:0", Err(Code::BadRequest)),
        ("unbracketed v6", "::1:443", Err(Code::BadRequest)),
    ];
    for (name, target, want) in cases {
        assert_eq!(code(connect(&p, target)), want, "{name}");
    }
    let a = connect(&p, "API.GitHub.com.:443").unwrap();
    assert_eq!(
        (a.host.as_str(), a.port, a.scheme),
        ("api.github.com", 443, Scheme::Https)
    );
}

/// Issue 13: every spelling of an address or a name is one host before any rule sees it, so
/// no spelling slips past a rule written for another (or reaches a resolver that reads it
/// its own way).
#[test]
fn targets_are_read_in_their_one_spelling() {
    // The spellings themselves are `host::canonical`'s table; here, that admit reads them.
    let p = pipeline("version: 1\nhosts: {default: tunnel}\n");
    let read = |target: &str| connect(&p, target).map(|a| a.host).map_err(|r| r.code);
    assert_eq!(read("0x7f.1:443"), Ok("127.0.0.1".into()));
    assert_eq!(
        read("[::ffff:127.0.0.1]:443"),
        Ok("::ffff:127.0.0.1".into())
    );
    assert_eq!(
        read("BÜCHER.example.:443"),
        Ok("xn--bcher-kva.example".into())
    );
    assert_eq!(read("1.2.3.256:443"), Err(Code::BadRequest));
    assert_eq!(read("127%2e0%2e0%2e1:443"), Err(Code::BadRequest));
    // A tunnel rule written one way covers the address however the client spells it.
    let t = pipeline("version: 1\nhosts: {tunnel: ['10.1.2.3']}\n");
    for target in [
        "10.1.2.3:443",
        "10.66051:443",
        "0xa.0x10203:443",
        "167838211:443",
    ] {
        assert_eq!(
            code(connect(&t, target)),
            Ok(Disposition::Tunnel),
            "{target}"
        );
    }
}

/// Issue 13: `api.github.com:8443` was treated as `api.github.com`. The port is part of
/// every rule; refusals name the port and the key that would admit it.
#[test]
fn the_port_decides_with_the_host() {
    let p = pipeline(
        "version: 1\nhosts:\n  intercept: [inspected.example, 'inspected.example:8443']\n  default: tunnel\n",
    );
    assert_eq!(
        code(connect(&p, "inspected.example:8443")),
        Ok(Disposition::Intercept)
    );
    let r = connect(&p, "elsewhere.example:22").unwrap_err();
    assert_eq!(r.code, Code::UnknownHost);
    assert!(
        r.reason.contains("port 22") && r.reason.contains("egress.ports.connect"),
        "{}",
        r.reason
    );
    let r = connect(&p, "api.github.com:8443").unwrap_err();
    assert_eq!(
        (r.code, r.service.as_deref()),
        (Code::UnknownHost, Some("github"))
    );
    assert!(
        r.reason.contains("`api.github.com:8443`") && r.reason.contains("hosts.intercept"),
        "{}",
        r.reason
    );
    let r = absolute(&p, "http://elsewhere.example:8080/").unwrap_err();
    assert!(r.reason.contains("egress.ports.http"), "{}", r.reason);

    let strict = pipeline(BASE);
    let r = connect(&strict, "inspected.example:8443").unwrap_err();
    assert_eq!(r.code, Code::UnknownHost);
    assert!(
        r.reason.contains("`inspected.example:8443`") && r.reason.contains("port 443"),
        "{}",
        r.reason
    );
}

#[test]
fn hosts_default_tunnel_tunnels_unknown_hosts() {
    let p = pipeline("version: 1\nhosts: {default: tunnel}\n");
    assert_eq!(
        code(connect(&p, "elsewhere.example:443")),
        Ok(Disposition::Tunnel)
    );
    assert_eq!(
        code(connect(&p, "api.github.com:443")),
        Ok(Disposition::Intercept)
    );
}

#[test]
fn absolute_form_targets_must_be_plain_http() {
    let p = pipeline(BASE);
    let https = absolute(&p, "https://inspected.example/x").unwrap_err();
    assert_eq!(https.code, Code::BadRequest);
    assert!(https.reason.contains("CONNECT"), "{}", https.reason);
    let origin = absolute(&p, "/x").unwrap_err();
    assert!(origin.reason.contains("forward proxy"), "{}", origin.reason);
    let a = absolute(&p, "http://inspected.example/x").unwrap();
    assert_eq!((a.scheme, a.port), (Scheme::Http, 80));
    assert_eq!(
        code(absolute(&p, "http://elsewhere.example/")),
        Err(Code::UnknownHost)
    );
}

/// Issue 11: an absolute-form `http://api.github.com/...` request was intercepted, given the
/// injected `Authorization`, and sent to port 80.
#[test]
fn a_service_credential_never_travels_in_cleartext() {
    let p = pipeline(BASE);
    let r = absolute(&p, "http://api.github.com/user").unwrap_err();
    assert_eq!(r.code, Code::BadRequest);
    assert_eq!(r.service.as_deref(), Some("github"));
    assert!(r.reason.contains("https://"), "{}", r.reason);
    assert!(r.reason.contains("plain_http: allow"), "{}", r.reason);
    // `wirepass check` reads the URL as the proxy would, and refuses it the same way.
    let url = parse_url("http://api.github.com/user").unwrap();
    assert_eq!(
        p.admit(Entry::Url(&url)).unwrap_err().code,
        Code::BadRequest
    );
    // A CONNECT to the same host is the way in, and a host without a table is unaffected.
    assert!(connect(&p, "api.github.com:443").is_ok());
    assert!(absolute(&p, "http://inspected.example/").is_ok());

    let opted = pipeline("version: 1\nservices:\n  github: {plain_http: allow}\n");
    let a = absolute(&opted, "http://api.github.com/user").unwrap();
    assert_eq!(
        (a.scheme, a.disposition),
        (Scheme::Http, Disposition::Intercept)
    );
}

#[test]
fn the_sni_is_judged_against_the_connect_host() {
    let p = pipeline(BASE);
    let target = connect(&p, "api.github.com:443").unwrap();
    assert_eq!(check_sni(Some("api.github.com"), &target), Sni::Matches);
    assert_eq!(check_sni(Some("API.GITHUB.COM."), &target), Sni::Matches);
    assert_eq!(check_sni(None, &target), Sni::Absent);
    let Sni::Differs(reason) = check_sni(Some("evil.example"), &target) else {
        panic!("another name must differ");
    };
    assert!(reason.contains("domain fronting"), "{reason}");
    assert!(reason.contains("evil.example") && reason.contains("api.github.com:443"));
}

#[test]
fn cli_urls_are_read_like_proxy_targets() {
    let p = pipeline(BASE);
    let uri = parse_url("https://API.github.com/repos/a/b").unwrap();
    let a = p.admit(Entry::Url(&uri)).unwrap();
    assert_eq!(
        (a.host.as_str(), a.port, a.scheme),
        ("api.github.com", 443, Scheme::Https)
    );
    assert!(parse_url("not a url").is_err());
    let ftp = parse_url("ftp://api.github.com/").unwrap();
    assert_eq!(
        p.admit(Entry::Url(&ftp)).unwrap_err().code,
        Code::BadRequest
    );
}

/// A host name is resolved through DNS before anything is scanned: a credential in one
/// (a label that is a token, as written, in any case) is refused `credential_leak` on
/// CONNECT and on an absolute-form request, for a tunnelled host, an intercepted one
/// and one the default would tunnel, and its refusal names the rule, never the value.
#[test]
fn a_credential_in_a_host_name_is_refused_before_it_is_resolved() {
    let p = pipeline("version: 1\nhosts:\n  default: tunnel\n  tunnel: [\"*.pythonhosted.org\"]\n");
    let token = crate::scan::fake::expand(
        "ghp_{a30}{crc}",
        crate::scan::fake::Mode::Real,
        &mut crate::scan::fake::Rng::new("host", 1),
    );
    let hosts = [
        format!("{token}.attacker.example"),
        format!("{token}.files.pythonhosted.org"),
        format!("a.{token}.api.github.com"),
    ];
    for host in &hosts {
        for r in [
            connect(&p, &format!("{host}:443")),
            absolute(&p, &format!("http://{host}/")),
        ] {
            let r = r.unwrap_err();
            assert_eq!(r.code, Code::CredentialLeak, "{host}");
            assert_eq!(r.rules, vec!["github-pat".to_string()]);
            assert!(
                !r.reason.contains(&token[4..]),
                "the refusal echoes the token"
            );
        }
    }
    // A name that only looks random is a name.
    for host in [
        "d1a2b3c4d5e6f7.cloudfront.net:443",
        "ec2-3-91-10-2.compute-1.amazonaws.com:443",
    ] {
        assert_eq!(code(connect(&p, host)), Ok(Disposition::Tunnel), "{host}");
    }
}
