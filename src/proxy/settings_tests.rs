use super::*;

// Written to a file: errors find their line by reading the source again.
fn config(text: &str) -> Result<Settings, ConfigError> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.yaml");
    std::fs::write(&path, text).unwrap();
    Settings::compile(&Config::load(&path)?)
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
            Disposition::Intercept,
        ),
        (
            "tunnel by suffix",
            "files.pythonhosted.org",
            Disposition::Tunnel,
        ),
        (
            "apex not covered by suffix",
            "pythonhosted.org",
            Disposition::Refuse,
        ),
        ("unknown refused", "evil.example.net", Disposition::Refuse),
    ];
    for (name, host, want) in cases {
        assert_eq!(s.hosts.disposition(host, &r), want, "{name}");
    }
    let t = config("version: 1\nhosts:\n  default: tunnel\n").unwrap();
    assert_eq!(t.hosts.disposition("x.org", &r), Disposition::Tunnel);
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
