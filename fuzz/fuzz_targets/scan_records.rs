//! Fuzzes the record reader (fields named by a `name`, `key` or `label` field, and a
//! table's columns named by its header): no panic, every name and value lies in the
//! input, a value is no shorter than six bytes, and a name is an identifier's bytes (a
//! label's words, blanks between).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::records::records;

fuzz_target!(|data: &[u8]| {
    for r in records(data) {
        assert!(r.value.start < r.value.end && r.value.end <= data.len());
        assert!(r.value.len() >= 6);
        assert!(r.name.start < r.name.end && r.name.end <= data.len());
        let ident = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b' ');
        assert!(data[r.name].iter().all(ident));
    }
});
