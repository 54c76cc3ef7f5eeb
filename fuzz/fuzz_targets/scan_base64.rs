//! Fuzzes the runs of RFC 4648's alphabets and their decoding: no panic, runs lie in the
//! input, the base64 runs worth decoding are exactly those of all runs (found with fewer
//! probes), and every hex or base32 run starts in a long run and is decoded from each
//! phase without panic.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::decode::{
    alphabet_decode_into, alphabet_runs, base64_decode, base64_runs, decodable_runs,
    worth_decoding,
};
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
    let mut out = Vec::new();
    for (s, e, alphabet) in alphabet_runs(data, &near) {
        assert!(s < e && e <= data.len());
        // It starts in a long run (a wrapped spelling's later lines may lie outside one).
        assert!(near.iter().any(|&(a, b)| a <= s && s < b));
        for skip in 0..alphabet.phases() {
            let _ = alphabet_decode_into(&data[s..e], alphabet, skip, &mut out);
            // Five bits a character at most (base32's; hex's four).
            assert!(out.len() * 8 <= (e - s) * 5);
        }
    }
});
