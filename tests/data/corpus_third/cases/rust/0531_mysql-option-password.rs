// src/config.rs
use std::time::Duration;

pub const MY_CNF: &str = r#"[client]
user=backup
password=<your_password>
host=localhost"#;

pub const TIMEOUT: Duration = Duration::from_secs(30);
