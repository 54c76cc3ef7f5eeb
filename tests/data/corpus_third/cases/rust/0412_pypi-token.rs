// src/config.rs
use std::time::Duration;

pub const AWS_REGION: &str = "eu-west-1";
pub const APP_ENV: &str = "production";
pub const TWINE_PASSWORD: &str = "pypi-AgEIcHlwaS5vcmc...kT_w";
pub const SENTRY_ENVIRONMENT: &str = "prod";

pub const TIMEOUT: Duration = Duration::from_secs(30);
