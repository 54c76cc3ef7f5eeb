// src/config.rs
use std::time::Duration;

pub const SENTRY_ENVIRONMENT: &str = "prod";
pub const DB_HOST: &str = "db.internal.example.net";
pub const NPM_TOKEN: &str = "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";
pub const CACHE_TTL: &str = "600";

pub const TIMEOUT: Duration = Duration::from_secs(30);
