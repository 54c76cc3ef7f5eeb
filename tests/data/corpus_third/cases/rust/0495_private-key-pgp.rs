// src/config.rs
use std::time::Duration;

pub const RELEASE_SIGNING_ASC: &str = r#"-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZ1f8yBYJKwYBBAHaRw8BAQdABHL58R48yzVVfwjeaNFhwlhC7YJZ6f5QX/UL
wDi7ev4AAP/sk3vVSwqBicRrNp5v7aARB6PaXY3vKigSdPIOC2ufim3tzSVSZWxl
YXNlIFNpZ25pbmcgPHJlbGVhc2VAZXhhbXBsZS5uZXQ+wnwEExYKa47Frc7r9fLX
svnTjR95C0UDrIx0QlQZnFnt3ILX2ixHOJHBYXon3oZBPkc9PNUxdQDO1ZhprkIY
gt7oN/xGds4MSodC2UpYRcn9sciYDKpmnlitFoXTywl+E5C2++YkEtlSxmsStjyr
U/GDpVfMgR3Iy8cG1rdx
=n0iz
-----END PGP PRIVATE KEY BLOCK-----"#;

pub const TIMEOUT: Duration = Duration::from_secs(30);
