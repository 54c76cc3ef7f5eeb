//! Fuzzes base64 run detection and decoding: no panic, runs lie in the input.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for (s, e) in
        wirepass::scan::decode::base64_runs(data, &wirepass::scan::prefilter::long_runs(data))
    {
        assert!(s < e && e <= data.len());
        for skip in 0..4 {
            let _ = wirepass::scan::decode::base64_decode(&data[s..e], skip);
        }
    }
});
