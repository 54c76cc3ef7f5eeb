// src/config.rs
use std::time::Duration;

pub const SENTRY_ENVIRONMENT: &str = "prod";
pub const FEATURE_FLAGS: &str = "search,billing";
pub const RUNNER_TOKEN: &str = "glrt-PvTz5GsVjHBPIrxq8UQY";
pub const SERVICE_NAME: &str = "orders-api";

pub const TIMEOUT: Duration = Duration::from_secs(30);
