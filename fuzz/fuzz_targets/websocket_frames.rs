//! Fuzzes the WebSocket frame reader and the relay (issue 12): the first byte picks the
//! direction and where the input is cut; reading never panics, the reader's events are the
//! same however the input is split, and what the upward relay writes is frames the reader
//! reads back as client frames.
#![no_main]
use std::sync::{Arc, OnceLock};

use libfuzzer_sys::fuzz_target;
use wirepass::scan::websocket::frame::{Event, FrameReader, Role};
use wirepass::scan::websocket::relay::{Payloads, Relay};
use wirepass::scan::Scanner;

static SCANNER: OnceLock<Arc<Scanner>> = OnceLock::new();

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

fn read(role: Role, chunks: &[&[u8]]) -> (Vec<Event>, Option<u16>) {
    let mut r = FrameReader::new(role);
    let mut events = Vec::new();
    for c in chunks {
        if let Err(e) = r.push(c, &mut events) {
            return (coalesce(events), Some(e.code));
        }
    }
    (coalesce(events), None)
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let role = if first & 1 == 0 {
        Role::Client
    } else {
        Role::Server
    };
    let cut = (first as usize >> 1).min(rest.len());
    let whole = read(role, &[rest]);
    let split = read(role, &[&rest[..cut], &rest[cut..]]);
    // Events up to an error may differ in how far a cut frame got; without one, equal.
    if whole.1.is_none() {
        assert_eq!(whole, split);
    } else {
        assert_eq!(whole.1, split.1);
    }
    if role == Role::Client {
        let scanner = SCANNER.get_or_init(|| Arc::new(Scanner::new(Vec::new()).unwrap()));
        // Messages follow the body rule: any credential, whatever the host.
        let payloads = Payloads::Scan { report: false };
        let mut relay = Relay::upward(scanner.clone(), payloads, 1);
        let mut written = Vec::new();
        for c in [&rest[..cut], &rest[cut..]] {
            match relay.push(c, &mut Vec::new()) {
                Ok(out) => written.extend(out),
                Err(_) => break,
            }
        }
        let (_, err) = read(Role::Client, &[&written]);
        assert_eq!(err, None, "the relay wrote frames its reader refuses");
    }
});
