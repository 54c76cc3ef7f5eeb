// src/config.rs
use std::time::Duration;

pub const CACHE_TTL: &str = "600";
pub const FEATURE_FLAGS: &str = "search,billing";
pub const AZURE_DEVOPS_PAT: &str = "wb4cvpknff2gnwnyu7ttik6btizq7mg54vdcb63kkhg7dxnldkz4";
pub const LOG_LEVEL: &str = "info";

pub const TIMEOUT: Duration = Duration::from_secs(30);
