// src/config.rs
use std::time::Duration;

pub const SERVICE_NAME: &str = "orders-api";
pub const SENTRY_ENVIRONMENT: &str = "prod";
pub const AWS_SECRET_ACCESS_KEY: &str = "Mjv55ar3lcEF/PxuvHL7/bwrdt11ECG3UgXiNNzS";
pub const CACHE_TTL: &str = "600";

pub const TIMEOUT: Duration = Duration::from_secs(30);
