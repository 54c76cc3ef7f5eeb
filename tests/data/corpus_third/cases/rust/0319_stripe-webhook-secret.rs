// src/config.rs
use std::time::Duration;

pub const PORT: &str = "8080";
pub const APP_ENV: &str = "production";
pub const STRIPE_WEBHOOK_SECRET: &str = "whsec_haCjn0PDR64pJtOvt2Bfo1cReLYYr4Ie";
pub const CACHE_TTL: &str = "600";

pub const TIMEOUT: Duration = Duration::from_secs(30);
