//! The ClientHello server-name reader (transparent mode judges the name as sent) on
//! arbitrary bytes: it must never panic, and a name it gives is no longer than the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::tls::hello::server_name;

fuzz_target!(|data: &[u8]| {
    if let Some(name) = server_name(data) {
        assert!(name.len() <= data.len());
    }
});
