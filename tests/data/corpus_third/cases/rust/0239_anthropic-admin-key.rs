// src/config.rs
use std::time::Duration;

pub const DB_HOST: &str = "db.internal.example.net";
pub const AWS_REGION: &str = "eu-west-1";
pub const ANTHROPIC_ADMIN_KEY: &str = "sk-ant-admin01-dWaaBLoV7mY9GQmsBZxlaEOpHA7m5MctkyBSvsvN-F6XQQbtTd-j_oCo3lHdjnChv0FCHYZAvmfnU4HwrYOuVNPwhznmXAA";
pub const FEATURE_FLAGS: &str = "search,billing";

pub const TIMEOUT: Duration = Duration::from_secs(30);
