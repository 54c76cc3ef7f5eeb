//! The audit chain's verifier and tail finder on arbitrary bytes. Neither may panic; what
//! the verifier accepts must be consistent with the writer's view of the same bytes (the
//! tail's hash is the verified tip), and appending a correctly chained line to an intact
//! log must keep it intact.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::audit::chain::{hash_line, tail, verify};

fuzz_target!(|data: &[u8]| {
    let (first, second) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let _ = verify([first, second]);
    let t = tail(data, 0).expect("a tail from offset 0 always exists");
    assert!(t.good_len <= data.len() as u64);
    if let Ok(intact) = verify([data]) {
        assert_eq!(t.good_len, data.len() as u64);
        assert_eq!(intact.tip, t.last);
        let line = serde_json::to_vec(&serde_json::json!({ "prev": intact.tip })).unwrap();
        let mut longer = data.to_vec();
        longer.extend_from_slice(&line);
        longer.push(b'\n');
        let more = verify([longer.as_slice()]).expect("a chained line keeps the log intact");
        assert_eq!(more.events, intact.events + 1);
        assert_eq!(more.tip, Some(hash_line(&line)));
    }
});
