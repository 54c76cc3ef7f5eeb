use super::*;

fn pos(index: &KeyIndex, path: &str) -> Option<(usize, usize)> {
    index
        .locate(&KeyPath::parse(path))
        .map(|p| (p.line, p.column))
}

#[test]
fn key_paths_print_and_parse_in_one_notation() {
    let cases = [
        ("session.mode", KeyPath::root().key("session").key("mode")),
        (
            "services.github.credential.value",
            KeyPath::root()
                .key("services")
                .key("github")
                .key("credential")
                .key("value"),
        ),
        (
            "grants[2].allow[0]",
            KeyPath::root().key("grants").index(2).key("allow").index(0),
        ),
        (
            "egress.resolve[\"api.github.com:443\"]",
            KeyPath::root()
                .key("egress")
                .key("resolve")
                .key("api.github.com:443"),
        ),
        (
            "a[\"say \\\"hi\\\"\"]",
            KeyPath::root().key("a").key("say \"hi\""),
        ),
        ("", KeyPath::root()),
    ];
    for (text, path) in cases {
        assert_eq!(path.to_string(), text, "{text}");
        assert_eq!(KeyPath::parse(text), path, "{text}");
    }
}

#[test]
fn malformed_paths_parse_without_panicking() {
    for text in ["[", "a[", "a[x]", "[\"", "[\"\\", "..", "a..b", "]", "a[1"] {
        let _ = KeyPath::parse(text).to_string();
    }
}

#[test]
fn an_error_under_a_section_gets_the_section_in_front() {
    let e = SectionError::new("credential.value", "bad").under("services.github");
    assert_eq!(e.path.to_string(), "services.github.credential.value");
    assert_eq!(e.to_string(), "bad");
    let root = SectionError::new(KeyPath::root(), "whole").under("session");
    assert_eq!(root.path.to_string(), "session");
}

#[test]
fn session_mode_is_the_sessions_mode_line_not_the_top_level_one() {
    let text = "version: 1\nmode: report\nsession:\n  header: x-user\n  mode: token\n";
    let index = KeyIndex::build(text);
    assert_eq!(pos(&index, "mode"), Some((2, 1)));
    assert_eq!(pos(&index, "session.mode"), Some((5, 3)));
}

#[test]
fn the_second_services_credential_is_at_its_own_line() {
    let text = "version: 1
services:
  github:
    credential: {header: authorization, value: \"{env:A}\"}
  slack:
    routes: builtin:slack
    credential:
      header: authorization
      value: \"{env:B}\"
";
    let index = KeyIndex::build(text);
    assert_eq!(pos(&index, "services.github.credential"), Some((4, 5)));
    assert_eq!(
        pos(&index, "services.github.credential.value"),
        Some((4, 41))
    );
    assert_eq!(pos(&index, "services.slack.credential"), Some((7, 5)));
    assert_eq!(pos(&index, "services.slack.credential.value"), Some((9, 7)));
}

#[test]
fn sequences_are_indexed_by_item() {
    let text = "grants:\n  - who: [a, b]\n    allow: [x]\n  - who: ['*']\n    allow:\n      - y\n      - z\n";
    let index = KeyIndex::build(text);
    let cases = [
        ("grants", Some((1, 1))),
        ("grants[0]", Some((2, 5))),
        ("grants[0].who[1]", Some((2, 14))),
        ("grants[1].allow", Some((5, 5))),
        ("grants[1].allow[1]", Some((7, 9))),
        // Not there: the longest prefix that is.
        ("grants[1].allow[7]", Some((5, 5))),
        ("grants[1].deny[0]", Some((4, 5))),
        ("grants[9]", Some((1, 1))),
        ("nothing.here", None),
        ("", None),
    ];
    for (path, want) in cases {
        assert_eq!(pos(&index, path), want, "{path}");
    }
}

#[test]
fn keys_with_dots_are_one_step() {
    let text = "egress:\n  resolve:\n    \"api.github.com:443\": 127.0.0.1:8443\n";
    let index = KeyIndex::build(text);
    let path = KeyPath::root()
        .key("egress")
        .key("resolve")
        .key("api.github.com:443");
    assert_eq!(index.get(&path).map(|p| p.line), Some(3));
}

#[test]
fn complex_keys_and_aliases_do_not_confuse_the_paths_after_them() {
    let text = "a: &x {b: 1}\n? [k, l]\n: {c: 2}\n*x : {d: 3}\ne:\n  f: *x\n";
    let index = KeyIndex::build(text);
    assert_eq!(pos(&index, "a.b"), Some((1, 8)));
    assert_eq!(pos(&index, "c"), None);
    assert_eq!(pos(&index, "d"), None);
    assert_eq!(pos(&index, "e.f"), Some((6, 3)));
}

#[test]
fn only_the_first_document_is_indexed() {
    let index = KeyIndex::build("a: 1\n---\nb: 2\n");
    assert!(index.get(&KeyPath::parse("a")).is_some());
    assert!(index.get(&KeyPath::parse("b")).is_none());
}

#[test]
fn unreadable_text_gives_an_empty_index() {
    for text in [
        "",
        "a: [1, 2",
        "a: b: c",
        "\t- x\n",
        "{",
        "- a\nb: c\n",
        "&a [*a]",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    ] {
        let index = KeyIndex::build(text);
        assert!(index.len() < 100, "{text}");
    }
    assert!(KeyIndex::build("a: [1, 2").is_empty());
}

#[test]
fn deep_nesting_is_bounded() {
    let deep = format!("{}1{}", "[".repeat(5000), "]".repeat(5000));
    let index = KeyIndex::build(&deep);
    // Paths past 32 steps are not indexed.
    assert!(index.len() <= 33);
}

#[test]
fn config_errors_print_file_line_and_column() {
    let index = KeyIndex::build("session:\n  mode: jwt\n");
    let e = ConfigError::at_key(
        "w.yaml",
        &index,
        SectionError::new("mode", "session.mode is jwt but session.jwt is not set")
            .under("session"),
    );
    assert_eq!(
        e.to_string(),
        "w.yaml:2:3: session.mode is jwt but session.jwt is not set"
    );
    let nowhere = ConfigError::at_key("w.yaml", &index, SectionError::new("audit", "m"));
    assert_eq!(nowhere.to_string(), "w.yaml: m");
}

/// A key given twice is reported where it is given the second time, not at the mapping
/// that holds it (the parser's place: `1:1` for the top level).
#[test]
fn a_key_given_twice_is_placed_at_its_second_spelling() {
    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Top {
        version: u32,
        session: Option<serde_yaml::Value>,
        limits: Option<Limits>,
    }
    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct Limits {
        a: Option<u32>,
        b: Option<u32>,
    }
    let place = |text: &str| {
        let e = serde_yaml::from_str::<Top>(text).unwrap_err();
        let c = ConfigError::from_yaml(Path::new("w.yaml"), text, &e);
        (c.line, c.column)
    };
    let top = "version: 1\nsession: {mode: trust}\nlimits: {a: 1}\nsession: {mode: token}\n";
    assert_eq!(place(top), (Some(4), Some(1)));
    let nested = "version: 1\nlimits:\n  a: 1\n  b: 2\n  a: 3\n";
    assert_eq!(place(nested), (Some(5), Some(3)));
    // Another error keeps the parser's place.
    let unknown = "version: 1\nsessions: {}\n";
    assert_eq!(place(unknown).0, Some(2));
}
