// src/config.rs
use std::time::Duration;

pub const SENTRY_ENVIRONMENT: &str = "prod";
pub const SERVICE_NAME: &str = "orders-api";
pub const SLACK_APP_TOKEN: &str = "xapp-1-A85BDBQ4C3I-5578206862676-814c72e42f14e6212cd54cfdacd70790fa3b11de8d1c514142bbe24bdec9bf16";
pub const PORT: &str = "8080";

pub const TIMEOUT: Duration = Duration::from_secs(30);
