// src/config.rs
use std::time::Duration;

pub const TIMEOUT_MS: &str = "3000";
pub const DB_HOST: &str = "db.internal.example.net";
pub const OPENROUTER_API_KEY: &str = "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";
pub const FEATURE_FLAGS: &str = "search,billing";

pub const TIMEOUT: Duration = Duration::from_secs(30);
