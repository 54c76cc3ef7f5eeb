//! Fuzzes the escape views of issue 12 (ANSI sequences, Java `.properties`, XML and HTML
//! entities, CSV's doubled quotes, a document's markup, the marks of a man page, Texinfo
//! and POD; text two or four bytes a character, read without its NULs): no panic, every
//! decoded byte maps back to a range of the input, away from its edits each view is its
//! source ([`wirepass::scan::decode::edits_hold`]), and its
//! long runs taken from its source's are those of its bytes.
#![no_main]
use libfuzzer_sys::fuzz_target;
use wirepass::scan::prefilter::long_runs;
use wirepass::scan::{decode, unescape};

fuzz_target!(|data: &[u8]| {
    let breaks: Vec<usize> = (0..data.len()).filter(|&i| data[i] == b'\n').collect();
    let _ = unescape::needs(data, &breaks);
    for v in [
        unescape::ansi(data),
        unescape::properties(data),
        unescape::entities(data),
        unescape::doubled_quotes(data),
        unescape::markup(data, unescape::Markup::Tags),
        unescape::markup(data, unescape::Markup::BbCode),
        unescape::inline(
            data,
            unescape::Inline {
                troff: true,
                texinfo: true,
                pod: true,
            },
        ),
    ]
    .into_iter()
    .chain(decode::wide(data))
    {
        if let Err(e) = decode::edits_hold(data, &v) {
            panic!("{e}");
        }
        assert_eq!(v.runs(&long_runs(data)), long_runs(&v.bytes));
    }
});
