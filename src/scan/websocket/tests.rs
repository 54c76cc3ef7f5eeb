//! The frame reader on RFC 6455's own examples (split at every byte), its refusals, and the
//! relay's guarantee: no byte of a secret is written before the secret is found, however it
//! is split across chunks, frames and fragments.

use std::sync::Arc;

use proptest::prelude::*;

use super::frame::*;
use super::relay::{Found, Halt, Payloads, Relay};
use crate::scan::fake::{expand, Mode, Rng};
use crate::scan::Scanner;

/// Events with consecutive `Data` joined (chunking may cut payloads anywhere).
fn coalesce(events: Vec<Event>) -> Vec<Event> {
    let mut out: Vec<Event> = Vec::new();
    for e in events {
        match (out.last_mut(), e) {
            (Some(Event::Data(a)), Event::Data(b)) => a.extend(b),
            (_, e) => out.push(e),
        }
    }
    out
}

fn read_all(role: Role, chunks: &[&[u8]]) -> Result<Vec<Event>, FrameError> {
    let mut r = FrameReader::new(role);
    let mut events = Vec::new();
    for c in chunks {
        r.push(c, &mut events)?;
    }
    Ok(coalesce(events))
}

/// RFC 6455 §5.7, plus 16- and 64-bit lengths.
fn examples() -> Vec<(&'static str, Role, Vec<u8>, Vec<Event>)> {
    let hello = b"Hello".to_vec();
    let mut long16 = vec![0x82, 0x7E, 0x01, 0x00];
    long16.extend(vec![7u8; 256]);
    let mut long64 = vec![0x82, 0x7F, 0, 0, 0, 0, 0, 1, 0, 0];
    long64.extend(vec![9u8; 65536]);
    vec![
        (
            "unmasked text",
            Role::Server,
            vec![0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f],
            vec![
                Event::Start(Opcode::Text),
                Event::Data(hello.clone()),
                Event::End,
            ],
        ),
        (
            "masked text",
            Role::Client,
            vec![
                0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58,
            ],
            vec![
                Event::Start(Opcode::Text),
                Event::Data(hello.clone()),
                Event::End,
            ],
        ),
        (
            "fragmented with a ping between",
            Role::Server,
            vec![
                0x01, 0x03, 0x48, 0x65, 0x6c, 0x89, 0x02, 0x68, 0x69, 0x80, 0x02, 0x6c, 0x6f,
            ],
            vec![
                Event::Start(Opcode::Text),
                Event::Data(b"Hel".to_vec()),
                Event::Control(Opcode::Ping, b"hi".to_vec()),
                Event::Data(b"lo".to_vec()),
                Event::End,
            ],
        ),
        (
            "16-bit length",
            Role::Server,
            long16,
            vec![
                Event::Start(Opcode::Binary),
                Event::Data(vec![7; 256]),
                Event::End,
            ],
        ),
        (
            "64-bit length",
            Role::Server,
            long64,
            vec![
                Event::Start(Opcode::Binary),
                Event::Data(vec![9; 65536]),
                Event::End,
            ],
        ),
        (
            "empty message and close",
            Role::Server,
            vec![0x82, 0x00, 0x88, 0x02, 0x03, 0xe8],
            vec![
                Event::Start(Opcode::Binary),
                Event::End,
                Event::Control(Opcode::Close, vec![0x03, 0xe8]),
            ],
        ),
    ]
}

#[test]
fn rfc_examples_read_the_same_split_at_every_byte() {
    for (name, role, bytes, want) in examples() {
        assert_eq!(read_all(role, &[&bytes]).unwrap(), want, "{name}: whole");
        // The long ones at a few cuts (every byte would be slow), the short ones at all.
        let cuts: Vec<usize> = if bytes.len() < 300 {
            (0..=bytes.len()).collect()
        } else {
            vec![1, 2, 3, 4, 9, 10, 11, 200, bytes.len() - 1]
        };
        for i in cuts {
            let (a, b) = bytes.split_at(i);
            assert_eq!(read_all(role, &[a, b]).unwrap(), want, "{name}: cut at {i}");
        }
        let bytewise: Vec<&[u8]> = bytes.chunks(1).collect();
        assert_eq!(read_all(role, &bytewise).unwrap(), want, "{name}: bytewise");
    }
}

#[test]
fn protocol_errors_are_refused_with_their_close_code() {
    let mut top_bit = vec![0x82, 0x7F, 0x80, 0, 0, 0, 0, 0, 0, 1];
    top_bit.extend([0; 4]);
    let cases: [(&str, Role, Vec<u8>, u16); 11] = [
        (
            "rsv1 (deflate)",
            Role::Server,
            vec![0xC1, 0x00],
            CLOSE_PROTOCOL,
        ),
        ("rsv3", Role::Server, vec![0x91, 0x00], CLOSE_PROTOCOL),
        (
            "reserved opcode",
            Role::Server,
            vec![0x83, 0x00],
            CLOSE_PROTOCOL,
        ),
        (
            "unmasked client frame",
            Role::Client,
            vec![0x81, 0x00],
            CLOSE_PROTOCOL,
        ),
        (
            "masked server frame",
            Role::Server,
            vec![0x81, 0x80, 1, 2, 3, 4],
            CLOSE_PROTOCOL,
        ),
        (
            "fragmented ping",
            Role::Server,
            vec![0x09, 0x00],
            CLOSE_PROTOCOL,
        ),
        (
            "long ping",
            Role::Server,
            vec![0x89, 0x7E, 0x00, 0x7E],
            CLOSE_PROTOCOL,
        ),
        ("64-bit top bit", Role::Client, top_bit, CLOSE_PROTOCOL),
        (
            "lone continuation",
            Role::Server,
            vec![0x80, 0x00],
            CLOSE_PROTOCOL,
        ),
        (
            "new message mid-message",
            Role::Server,
            vec![0x01, 0x00, 0x81, 0x00],
            CLOSE_PROTOCOL,
        ),
        (
            "over the cap",
            Role::Server,
            vec![0x82, 0x7F, 0, 0, 0, 0, 0x04, 0, 0, 1],
            CLOSE_TOO_BIG,
        ),
    ];
    for (name, role, bytes, code) in cases {
        let got = read_all(role, &[&bytes]).expect_err(name);
        assert_eq!(got.code, code, "{name}: {got}");
        // Split, the same refusal.
        let (a, b) = bytes.split_at(1);
        assert_eq!(
            read_all(role, &[a, b]).expect_err(name).code,
            code,
            "{name} split"
        );
    }
    // A one-byte close payload.
    let got = read_all(Role::Server, &[&[0x88, 0x01, 0x03]]).unwrap_err();
    assert_eq!(got.code, CLOSE_PROTOCOL);
}

fn github_token(seed: u64) -> (Arc<Scanner>, String) {
    let scanner = Arc::new(Scanner::new(Vec::new()).unwrap());
    let rule = scanner
        .rules()
        .iter()
        .find(|r| r.id == "github-pat")
        .unwrap();
    let tok = expand(&rule.fake, Mode::Real, &mut Rng::new("websocket", seed));
    (scanner, tok)
}

/// Client frames of one message cut into `fragments` (plus a ping after the first).
fn client_message(payload: &[u8], fragments: usize, key: [u8; 4]) -> Vec<u8> {
    let mut out = Vec::new();
    let size = payload.len().div_ceil(fragments.max(1)).max(1);
    let pieces: Vec<&[u8]> = payload.chunks(size).collect();
    for (i, p) in pieces.iter().enumerate() {
        let op = if i == 0 {
            Opcode::Text
        } else {
            Opcode::Continuation
        };
        write_frame(&mut out, i + 1 == pieces.len(), op, p, Some(key));
        if i == 0 {
            write_frame(&mut out, true, Opcode::Ping, b"keepalive", Some(key));
        }
    }
    out
}

/// Everything the origin could read out of `written` (partial frames included).
fn payload_seen(written: &[u8]) -> Vec<u8> {
    let mut r = FrameReader::new(Role::Client);
    let mut events = Vec::new();
    let _ = r.push(written, &mut events);
    let mut seen = Vec::new();
    for e in events {
        match e {
            Event::Data(d) | Event::Control(_, d) => seen.extend(d),
            _ => {}
        }
    }
    seen
}

fn has_piece(hay: &[u8], secret: &str) -> bool {
    let s = secret.as_bytes();
    (0..=s.len() - 8).any(|i| hay.windows(8).any(|w| w == &s[i..i + 8]))
}

#[test]
fn no_byte_of_a_secret_is_written_however_it_is_split() {
    let (scanner, tok) = github_token(1);
    let payload = format!("{}{tok}{}", "a ".repeat(40), " b".repeat(30));
    let scan = Payloads::Scan { report: false };
    for fragments in [1, 2, 3, 7] {
        let wire = client_message(payload.as_bytes(), fragments, [0x11, 0x22, 0x33, 0x44]);
        for chunk in [1, 2, 5, 13, 64, wire.len()] {
            let mut relay = Relay::upward(scanner.clone(), scan.clone(), 7);
            let mut written = Vec::new();
            let mut halted = None;
            for c in wire.chunks(chunk) {
                match relay.push(c, &mut Vec::new()) {
                    Ok(out) => written.extend(out),
                    Err(h) => {
                        halted = Some(h);
                        break;
                    }
                }
            }
            let case = format!("{fragments} fragments, chunks of {chunk}");
            assert!(
                matches!(halted, Some(Halt::Leak(Found { message: 1, .. }))),
                "{case}: {halted:?}"
            );
            assert!(
                !has_piece(&payload_seen(&written), &tok),
                "{case}: a piece left"
            );
        }
    }
}

#[test]
fn clean_messages_pass_reframed_and_masked_and_tokens_halt_whatever_the_host() {
    let (scanner, tok) = github_token(2);
    // As in a body, a credential in a message is a leak even toward the host it belongs
    // to: it is normal use only in an auth header.
    let wire = client_message(
        format!("{{\"auth\":\"{tok}\"}}").as_bytes(),
        2,
        [9, 8, 7, 6],
    );
    let mut relay = Relay::upward(scanner.clone(), Payloads::Scan { report: false }, 3);
    assert!(matches!(
        relay.push(&wire, &mut Vec::new()),
        Err(Halt::Leak(_))
    ));
    for (host, payload) in [("example.test", "just words ".repeat(300))] {
        let scan = Payloads::Scan { report: false };
        let wire = client_message(payload.as_bytes(), 3, [9, 8, 7, 6]);
        let mut relay = Relay::upward(scanner.clone(), scan, 3);
        let mut written = Vec::new();
        for c in wire.chunks(100) {
            written.extend(relay.push(c, &mut Vec::new()).unwrap());
        }
        let events = read_all(Role::Client, &[&written]).unwrap();
        let data: Vec<u8> = events
            .iter()
            .filter_map(|e| match e {
                Event::Data(d) => Some(d.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        assert_eq!(data, payload.as_bytes(), "{host}");
        // The ping went on at once; the message's bytes waited for the scan.
        assert!(events.contains(&Event::Start(Opcode::Text)), "{host}");
        assert_eq!(events.last(), Some(&Event::End), "{host}");
        assert!(events.contains(&Event::Control(Opcode::Ping, b"keepalive".to_vec())));
    }
}

#[test]
fn report_mode_lets_the_message_through_and_reports_it() {
    let (scanner, tok) = github_token(3);
    let scan = Payloads::Scan { report: true };
    let wire = client_message(tok.as_bytes(), 1, [1, 2, 3, 4]);
    let mut relay = Relay::upward(scanner, scan, 3);
    let mut reported = Vec::new();
    let out = relay.push(&wire, &mut reported).unwrap();
    assert_eq!(reported.len(), 1);
    assert!(has_piece(&payload_seen(&out), &tok));
}

#[test]
fn server_messages_are_redacted_when_asked() {
    let (scanner, tok) = github_token(4);
    let mut wire = Vec::new();
    write_frame(&mut wire, false, Opcode::Text, &tok.as_bytes()[..20], None);
    write_frame(
        &mut wire,
        true,
        Opcode::Continuation,
        &tok.as_bytes()[20..],
        None,
    );
    let mut relay = Relay::downward(scanner, Payloads::Redact);
    let mut out = Vec::new();
    for c in wire.chunks(3) {
        out.extend(relay.push(c, &mut Vec::new()).unwrap());
    }
    let events = read_all(Role::Server, &[&out]).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Start(Opcode::Text),
            Event::Data(b"[REDACTED:github-pat]".to_vec()),
            Event::End
        ]
    );
}

#[derive(Debug, Clone)]
enum Item {
    Message(bool, Vec<Vec<u8>>),
    Ping(Vec<u8>),
}

fn item() -> impl Strategy<Value = Item> {
    prop_oneof![
        (
            any::<bool>(),
            prop::collection::vec(prop::collection::vec(any::<u8>(), 0..300), 1..4)
        )
            .prop_map(|(t, f)| Item::Message(t, f)),
        prop::collection::vec(any::<u8>(), 0..126).prop_map(Item::Ping),
    ]
}

proptest! {
    #![proptest_config(crate::props::config(256))]
    /// Splitting a stream of frames anywhere reads the same messages.
    #[test]
    fn any_split_reads_the_same(
        items in prop::collection::vec(item(), 1..6),
        cuts in prop::collection::vec(any::<prop::sample::Index>(), 0..8),
        key in any::<[u8; 4]>(),
    ) {
        let mut wire = Vec::new();
        for it in &items {
            match it {
                Item::Ping(p) => write_frame(&mut wire, true, Opcode::Ping, p, Some(key)),
                Item::Message(text, frags) => {
                    for (i, f) in frags.iter().enumerate() {
                        let op = match (i, text) {
                            (0, true) => Opcode::Text,
                            (0, false) => Opcode::Binary,
                            _ => Opcode::Continuation,
                        };
                        write_frame(&mut wire, i + 1 == frags.len(), op, f, Some(key));
                    }
                }
            }
        }
        let whole = read_all(Role::Client, &[&wire]).unwrap();
        let mut at: Vec<usize> = cuts.iter().map(|c| c.index(wire.len() + 1)).collect();
        at.sort_unstable();
        let mut chunks = Vec::new();
        let mut prev = 0;
        for a in at {
            chunks.push(&wire[prev..a]);
            prev = a;
        }
        chunks.push(&wire[prev..]);
        prop_assert_eq!(read_all(Role::Client, &chunks).unwrap(), whole);
    }
}

/// The raw frames in `wire` (unmasked): (fin, opcode byte, payload length).
fn frames(wire: &[u8]) -> Vec<(bool, u8, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + 2 <= wire.len() {
        let (fin, op) = (wire[i] & 0x80 != 0, wire[i] & 0x0F);
        let masked = wire[i + 1] & 0x80 != 0;
        let (len, at) = match wire[i + 1] & 0x7F {
            126 => (
                u16::from_be_bytes([wire[i + 2], wire[i + 3]]) as usize,
                i + 4,
            ),
            127 => (
                u64::from_be_bytes(wire[i + 2..i + 10].try_into().unwrap()) as usize,
                i + 10,
            ),
            n => (n as usize, i + 2),
        };
        out.push((fin, op, len));
        i = at + if masked { 4 } else { 0 } + len;
    }
    out
}

/// A message that arrives as one whole frame goes out as one whole frame, whatever the
/// direction's filter: a client that reads no continuation frames (slack_sdk's own Socket
/// Mode client) reads every message. One cut across chunks may go as fragments.
#[test]
fn a_frame_that_arrives_whole_goes_out_whole() {
    let (scanner, _) = github_token(5);
    let text = br#"{"envelope_id":"1d4b","type":"events_api","payload":{"event":{"text":"hi"}}}"#;
    let mut down = Vec::new();
    write_frame(&mut down, true, Opcode::Text, text, None);
    write_frame(&mut down, true, Opcode::Binary, &[7u8; 300], None);
    for payloads in [
        Payloads::Pass,
        Payloads::Redact,
        Payloads::Scan { report: false },
    ] {
        let mut relay = Relay::downward(scanner.clone(), payloads.clone());
        let out = relay.push(&down, &mut Vec::new()).unwrap();
        assert_eq!(
            frames(&out),
            vec![(true, 0x1, text.len()), (true, 0x2, 300)],
            "{payloads:?}"
        );
    }
    let up = client_message(text, 1, [1, 2, 3, 4]);
    let mut relay = Relay::upward(scanner.clone(), Payloads::Scan { report: false }, 3);
    let out = relay.push(&up, &mut Vec::new()).unwrap();
    // (The helper's client sends a ping after its message.)
    assert_eq!(frames(&out), vec![(true, 0x1, text.len()), (true, 0x9, 9)]);
    // Cut across two chunks: still one message, its bytes never held past the chunk.
    let mut relay = Relay::downward(scanner, Payloads::Pass);
    let (a, b) = down.split_at(20);
    let mut out = relay.push(a, &mut Vec::new()).unwrap();
    assert!(!out.is_empty(), "what arrived of the message went at once");
    out.extend(relay.push(b, &mut Vec::new()).unwrap());
    let events = read_all(Role::Server, &[&out]).unwrap();
    assert_eq!(events.first(), Some(&Event::Start(Opcode::Text)));
    assert_eq!(events.iter().filter(|e| **e == Event::End).count(), 2);
}
