// src/config.rs
use std::time::Duration;

pub const AWS_REGION: &str = "eu-west-1";
pub const PORT: &str = "8080";
pub const GOOGLE_CLIENT_SECRET: &str = "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";
pub const TIMEOUT_MS: &str = "3000";

pub const TIMEOUT: Duration = Duration::from_secs(30);
