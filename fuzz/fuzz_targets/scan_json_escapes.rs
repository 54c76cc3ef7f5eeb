//! Fuzzes the `json_escapes` decoding view: no panic, every decoded byte maps back to a
//! range of the input, and away from the positions `changed` names the view is its
//! source byte for byte (what the scanner's search of a view only near its edits relies
//! on): an unchanged byte is its one source byte, and two unchanged neighbours are
//! neighbours in the source.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(v) = wirepass::scan::decode::json_escapes(data) else {
        return;
    };
    for i in 0..v.bytes.len() {
        let (s, e) = v.source(i, i + 1);
        assert!(s <= e && e <= data.len(), "byte {i} maps to {s}..{e}");
    }
    let changed = v.changed().expect("a JSON view knows its edits");
    assert!(changed.windows(2).all(|w| w[0] < w[1]), "sorted, once each");
    let same = |i: usize| changed.binary_search(&i).is_err();
    for i in (0..v.bytes.len()).filter(|&i| same(i)) {
        let (s, e) = v.source(i, i + 1);
        assert!(e == s + 1 && data[s] == v.bytes[i], "byte {i} is not its source");
        if i + 1 < v.bytes.len() && same(i + 1) {
            assert_eq!(v.source(i + 1, i + 2).0, e, "bytes {i} and {} not neighbours", i + 1);
        }
    }
});
