// src/config.rs
use std::time::Duration;

pub const FEATURE_FLAGS: &str = "search,billing";
pub const TIMEOUT_MS: &str = "3000";
pub const SECRET_KEY: &str = "django-insecure-i4+a-0-vdsm4)gutxd0_oerfvx5(+s0+1@u0th=k_nkal=bhkt";
pub const DB_HOST: &str = "db.internal.example.net";

pub const TIMEOUT: Duration = Duration::from_secs(30);
