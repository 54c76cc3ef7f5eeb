use super::*;
use crate::config::{stages, Config, ConfigError};
use crate::request::Scheme;
use crate::routes::Router;
use std::path::Path;

// Written to a file: errors find their line by reading the source again.
fn config(text: &str) -> Result<Settings, ConfigError> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.yaml");
    std::fs::write(&path, text).unwrap();
    stages::settings(&Config::load(&path)?)
}

#[test]
fn dispositions_follow_the_lists_and_the_default() {
    let s = config(
        "version: 1\nhosts:\n  intercept: [api.example.com]\n  tunnel: ['*.pythonhosted.org', api.example.com]\n",
    )
    .unwrap();
    let r = Router::default();
    let cases = [
        (
            "intercept wins over tunnel",
            "api.example.com",
            Ok(Disposition::Intercept),
        ),
        (
            "tunnel by suffix",
            "files.pythonhosted.org",
            Ok(Disposition::Tunnel),
        ),
        (
            "apex not covered by suffix",
            "pythonhosted.org",
            Err(Unlisted::Host),
        ),
        ("unknown refused", "evil.example.net", Err(Unlisted::Host)),
    ];
    for (name, host, want) in cases {
        assert_eq!(
            s.hosts.disposition(host, 443, Scheme::Https, &r),
            want,
            "{name}"
        );
    }
    let t = config("version: 1\nhosts:\n  default: tunnel\n").unwrap();
    assert_eq!(
        t.hosts.disposition("x.org", 443, Scheme::Https, &r),
        Ok(Disposition::Tunnel)
    );
}

/// Issue 13: the port is part of every rule. A rule without a port covers the standard
/// port of the entry only; `hosts.default: tunnel` reaches only `egress.ports`; a route
/// table's host is never tunnelled by default on another port.
#[test]
fn the_port_is_part_of_every_rule() {
    let s = config(
        "version: 1\nhosts:\n  intercept: [api.example.com, 'api.example.com:8443', '[::1]:9443']\n  tunnel: ['*.corp.example:2222', '*.pythonhosted.org']\n  default: tunnel\negress:\n  ports: {connect: [443, 8080], http: [80, 8000]}\n",
    )
    .unwrap();
    let shipped = Config::parse("version: 1\n", Path::new("w.yaml"), Path::new(".")).unwrap();
    let r = stages::router(&shipped).unwrap();
    let https = |host: &str, port| s.hosts.disposition(host, port, Scheme::Https, &r);
    let http = |host: &str, port| s.hosts.disposition(host, port, Scheme::Http, &r);
    let port_refused = |key: &'static str, allowed: &[u16]| {
        Err(Unlisted::Port {
            allowed: allowed.to_vec(),
            key,
        })
    };
    let connect_ports = port_refused("egress.ports.connect", &[443, 8080]);
    let cases = [
        (
            "bare rule, 443",
            https("api.example.com", 443),
            Ok(Disposition::Intercept),
        ),
        (
            "rule naming 8443",
            https("api.example.com", 8443),
            Ok(Disposition::Intercept),
        ),
        (
            "v6 rule naming its port",
            https("::1", 9443),
            Ok(Disposition::Intercept),
        ),
        // Not covered by any rule: the default's ports decide.
        (
            "bare rule, not 9000",
            https("api.example.com", 9000),
            connect_ports.clone(),
        ),
        (
            "bare rule, an allowed default port",
            https("api.example.com", 8080),
            Ok(Disposition::Tunnel),
        ),
        (
            "suffix with port",
            https("git.corp.example", 2222),
            Ok(Disposition::Tunnel),
        ),
        (
            "suffix with port, other port",
            https("git.corp.example", 22),
            connect_ports.clone(),
        ),
        (
            "bare suffix on 443",
            https("files.pythonhosted.org", 443),
            Ok(Disposition::Tunnel),
        ),
        (
            "default tunnel, listed port",
            https("x.org", 8080),
            Ok(Disposition::Tunnel),
        ),
        (
            "default tunnel, ssh",
            https("x.org", 22),
            connect_ports.clone(),
        ),
        (
            "default tunnel, 80 over CONNECT",
            https("x.org", 80),
            connect_ports,
        ),
        (
            "plain http, bare rule on 80",
            http("api.example.com", 80),
            Ok(Disposition::Intercept),
        ),
        (
            "plain http, listed port",
            http("x.org", 8000),
            Ok(Disposition::Tunnel),
        ),
        (
            "plain http, 443",
            http("x.org", 443),
            port_refused("egress.ports.http", &[80, 8000]),
        ),
        (
            "table host on 443",
            https("api.github.com", 443),
            Ok(Disposition::Intercept),
        ),
        (
            "table host elsewhere, never tunnelled",
            https("api.github.com", 8080),
            Err(Unlisted::TableElsewhere {
                service: "github".into(),
            }),
        ),
    ];
    for (name, got, want) in cases {
        assert_eq!(got, want, "{name}");
    }
    // The default ports: 443 for CONNECT, 80 for plain HTTP.
    let d = config("version: 1\nhosts: {default: tunnel}\n").unwrap();
    assert_eq!(
        d.hosts.disposition("x.org", 8443, Scheme::Https, &r),
        port_refused("egress.ports.connect", &[443])
    );
    assert_eq!(
        d.hosts.disposition("x.org", 80, Scheme::Http, &r),
        Ok(Disposition::Tunnel)
    );
}

#[test]
fn bad_values_are_errors_with_a_line() {
    let cases = [
        (
            "bad pattern",
            "version: 1\nhosts:\n  intercept:\n    - 'a.*.com'\n",
            4,
        ),
        (
            "bad duration",
            "version: 1\nlimits:\n  connect_timeout: 10x\n",
            3,
        ),
        ("zero prefix", "version: 1\nlimits:\n  body_prefix: 0\n", 3),
        (
            "bad resolve",
            "version: 1\negress:\n  resolve:\n    'api.x.com:443': nowhere\n",
            4,
        ),
        (
            "bad allow entry",
            "version: 1\negress:\n  allow:\n    - 127.0.0.1/32\n    - 10.0.0.1/8\n",
            5,
        ),
        (
            "port zero",
            "version: 1\negress:\n  ports:\n    connect: [443, 0]\n",
            4,
        ),
        (
            "bad port in a rule",
            "version: 1\nhosts:\n  tunnel:\n    - 'x.org:99999'\n",
            4,
        ),
    ];
    for (name, text, line) in cases {
        let e = config(text).unwrap_err();
        assert_eq!(e.line, Some(line), "{name}: {e}");
    }
}

#[test]
fn durations_and_resolve_flags_parse() {
    let s = config("version: 1\nlimits:\n  connect_timeout: 500ms\n  grace_period: 2\n").unwrap();
    assert_eq!(s.limits.connect_timeout, Duration::from_millis(500));
    assert_eq!(s.limits.grace_period, Duration::from_secs(2));
    let (k, a) = parse_resolve_flag("API.github.com:443:127.0.0.1:8443").unwrap();
    assert_eq!(k, ("api.github.com".to_string(), 443));
    assert_eq!(a, "127.0.0.1:8443".parse().unwrap());
    let (_, a) = parse_resolve_flag("h.com:443:127.0.0.1").unwrap();
    assert_eq!(a.port(), 443);
    assert!(parse_resolve_flag("h.com:443").is_err());
}

#[test]
fn a_tunnel_over_a_route_tables_host_is_a_config_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.yaml");
    let cases = [
        (
            "exact host of a table",
            "  tunnel: [api.github.com]\n",
            Some("github"),
        ),
        (
            "suffix covering a table host",
            "  tunnel: ['*.github.com']\n",
            Some("github"),
        ),
        (
            "suffix inside a table's wildcard",
            "  tunnel: ['*.atlassian.net']\n",
            Some("jira"),
        ),
        (
            "a host no table owns",
            "  tunnel: ['*.pythonhosted.org']\n",
            None,
        ),
    ];
    for (name, tunnel, want) in cases {
        std::fs::write(&path, format!("version: 1\nhosts:\n{tunnel}")).unwrap();
        let config = Config::load(&path).unwrap();
        let settings = stages::settings(&config).unwrap();
        let router = stages::router(&config).unwrap();
        let got = stages::check_hosts_against_tables(&config, &settings.hosts, &router);
        match want {
            Some(service) => {
                let e = got.expect_err(name);
                assert_eq!(e.line, Some(3), "{name}: {e}");
                assert!(
                    e.message
                        .contains(&format!("services.{service}.routes: none")),
                    "{name}: {e}"
                );
            }
            None => assert!(got.is_ok(), "{name}"),
        }
    }
    // Switching the table off makes the tunnel legitimate.
    std::fs::write(
        &path,
        "version: 1\nhosts:\n  tunnel: [api.github.com]\nservices:\n  github: {routes: none}\n",
    )
    .unwrap();
    let config = Config::load(&path).unwrap();
    let router = stages::router(&config).unwrap();
    let settings = stages::settings(&config).unwrap();
    assert!(stages::check_hosts_against_tables(&config, &settings.hosts, &router).is_ok());
}

#[test]
fn limits_have_their_documented_defaults() {
    let l = config("version: 1\n").unwrap().limits;
    assert_eq!(l.memory_budget, 256 << 20);
    assert_eq!(l.request_memory, 64 << 20);
    assert_eq!(l.max_header_count, 100);
    assert_eq!(l.max_url_bytes, 16 << 10);
    assert_eq!(l.h2_max_header_list_size, 64 << 10);
    assert_eq!(l.h2_max_concurrent_streams, 200);
    assert_eq!((l.h2_max_pending_resets, l.h2_max_error_resets), (20, 1024));
    assert_eq!(
        (l.max_connections, l.max_connections_per_client),
        (4096, 1024)
    );
    assert_eq!(l.header_read_timeout, Duration::from_secs(30));
    assert_eq!(l.idle_timeout, Duration::from_secs(120));
    // A total below the default per-client limit lowers it with it.
    let few = config("version: 1\nlimits:\n  max_connections: 10\n").unwrap();
    assert_eq!(few.limits.max_connections_per_client, 10);
    // HTTP/2's header list follows the HTTP/1.1 head unless set on its own.
    let big = config("version: 1\nlimits:\n  max_header_bytes: 131072\n").unwrap();
    assert_eq!(big.limits.h2_max_header_list_size, 128 << 10);
}

#[test]
fn limits_are_checked_with_their_line() {
    let ok = config(
        "version: 1\nlimits:\n  memory_budget: 8388608\n  request_memory: 3145728\n  max_header_count: 20\n  max_url_bytes: 300\n",
    )
    .unwrap()
    .limits;
    assert_eq!(
        (
            ok.memory_budget,
            ok.request_memory,
            ok.max_header_count,
            ok.max_url_bytes
        ),
        (8 << 20, 3 << 20, 20, 300)
    );
    // A budget below the default cap lowers the cap with it.
    let small = config("version: 1\nlimits:\n  memory_budget: 16777216\n").unwrap();
    assert_eq!(small.limits.request_memory, 16 << 20);
    let cases = [
        (
            "a budget under 1 MiB",
            "  memory_budget: 1000\n",
            "limits.memory_budget",
        ),
        (
            "a request cap over the budget",
            "  memory_budget: 8388608\n  request_memory: 9000000\n",
            "limits.request_memory must be between 1048576 and 8388608",
        ),
        (
            "a request cap under twice the body prefix",
            "  body_prefix: 1048576\n  request_memory: 1048576\n",
            "limits.request_memory must be between 2097152",
        ),
        (
            "a budget under twice the body prefix",
            "  body_prefix: 16777216\n  memory_budget: 16777216\n",
            "limits.memory_budget must be between 33554432",
        ),
        (
            "no headers at all",
            "  max_header_count: 0\n",
            "limits.max_header_count",
        ),
        (
            "more per client than in all",
            "  max_connections: 10\n  max_connections_per_client: 11\n",
            "limits.max_connections_per_client must be between 1 and 10",
        ),
        (
            "no streams",
            "  h2_max_concurrent_streams: 0\n",
            "h2_max_concurrent_streams",
        ),
        (
            "a tiny header list",
            "  h2_max_header_list_size: 100\n",
            "limits.h2_max_header_list_size must be between 8192",
        ),
        (
            "a bad timeout",
            "  idle_timeout: soon\n",
            "limits.idle_timeout",
        ),
        (
            "a zero timeout",
            "  header_read_timeout: 0s\n",
            "limits.header_read_timeout",
        ),
        (
            "a target longer than a head",
            "  max_url_bytes: 70000\n",
            "limits.max_url_bytes must be between 256 and 65536",
        ),
    ];
    for (name, body, want) in cases {
        let e = config(&format!("version: 1\nlimits:\n{body}")).unwrap_err();
        let line = 2 + body.lines().count();
        assert_eq!(e.line, Some(line), "{name}: {e}");
        assert!(e.message.contains(want), "{name}: {e}");
    }
}
