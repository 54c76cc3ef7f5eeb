//! Fuzzes base64 run detection and decoding: no panic, runs lie in the input, and the
//! runs worth decoding are exactly those of all runs (found with fewer probes).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::decode::{base64_decode, base64_runs, decodable_runs, worth_decoding};
use wirepass::scan::prefilter::long_runs;

fuzz_target!(|data: &[u8]| {
    let near = long_runs(data);
    let mut runs = base64_runs(data, &near);
    for &(s, e) in &runs {
        assert!(s < e && e <= data.len());
        for skip in 0..4 {
            let _ = base64_decode(&data[s..e], skip);
        }
    }
    runs.retain(|&(s, e)| worth_decoding(&data[s..e]));
    assert_eq!(decodable_runs(data, &near), runs);
});
