//! Fuzzes the byte lists and hex dumps (`scan::lists`, `scan::dumps`): no panic, each list and dump lies
//! in the input, lists are sorted and apart, and decoding one yields no more bytes than
//! its characters can spell (a field is at least two characters a byte).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::dumps::{self, hex_dumps};
use wirepass::scan::lists::{byte_lists, decode_into};

fuzz_target!(|data: &[u8]| {
    let mut out = Vec::new();
    let lists = byte_lists(data);
    for (k, &(s, e, field)) in lists.iter().enumerate() {
        assert!(s < e && e <= data.len());
        assert!(k == 0 || lists[k - 1].0 <= s);
        let _ = decode_into(&data[s..e], field, &mut out);
        assert!(out.len() * 2 <= e - s + 1);
    }
    let breaks: Vec<usize> = (0..data.len()).filter(|&i| data[i] == b'\n').collect();
    for (s, e) in hex_dumps(data, &breaks) {
        assert!(s < e && e <= data.len());
        let _ = dumps::decode_into(data, (s, e), &mut out);
        assert!(out.len() * 2 <= e - s);
    }
});
