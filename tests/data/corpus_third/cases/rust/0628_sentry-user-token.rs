// src/config.rs
use std::time::Duration;

pub const SENTRY_ENVIRONMENT: &str = "prod";
pub const LOG_LEVEL: &str = "info";
pub const SENTRY_AUTH_TOKEN: &str = "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";
pub const SERVICE_NAME: &str = "orders-api";

pub const TIMEOUT: Duration = Duration::from_secs(30);
