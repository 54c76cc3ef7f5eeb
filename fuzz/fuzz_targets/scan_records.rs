//! Fuzzes the record reader (fields named by a `name`, `key` or `label` field, a table's
//! columns named by its header, a CSV table's credential columns named by its header
//! line, a value a command printed, named by the command, a Supabase Vault secret,
//! named after it, a header Foundation names after its value, and a settings table's
//! row named by its name column): no panic, every name and value lies in the input, a value is no
//! shorter than six bytes, and a name is an identifier's bytes (a label's words, blanks
//! between).
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::records::{
    csv_columns, header_calls, printed, records, sql_inserts, vault_secrets,
};

fuzz_target!(|data: &[u8]| {
    let breaks: Vec<usize> = (0..data.len()).filter(|&i| data[i] == b'\n').collect();
    let all = records(data)
        .into_iter()
        .chain(csv_columns(data, &breaks))
        .chain(printed(data))
        .chain(vault_secrets(data))
        .chain(header_calls(data))
        .chain(sql_inserts(data));
    for r in all {
        assert!(r.value.start < r.value.end && r.value.end <= data.len());
        assert!(r.value.len() >= 6);
        assert!(r.name.start < r.name.end && r.name.end <= data.len());
        let ident = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b' ');
        assert!(data[r.name].iter().all(ident));
    }
});
