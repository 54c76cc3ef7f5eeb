//! The method-override watch on arbitrary bodies: the first byte picks a content type and
//! where the body is cut into two pushes. Reading is a pass or a refusal, never a panic,
//! and where the body is cut never changes which.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wirepass::routes::overrides::OverrideWatch;

const TYPES: [Option<&str>; 4] = [
    None,
    Some("application/json"),
    Some("application/x-www-form-urlencoded"),
    Some("multipart/form-data; boundary=b"),
];

fn refused(ct: Option<&str>, parts: &[&[u8]]) -> bool {
    let mut w = OverrideWatch::for_content_type(ct).expect("a watched type");
    parts.iter().try_for_each(|p| w.push(p)).and_then(|_| w.finish()).is_err()
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, body)) = data.split_first() else {
        return;
    };
    let ct = TYPES[usize::from(pick) % TYPES.len()];
    let cut = usize::from(pick >> 2) * body.len() / 64;
    let whole = refused(ct, &[body]);
    let split = refused(ct, &[&body[..cut], &body[cut..]]);
    assert_eq!(whole, split, "cut at {cut}");
});
