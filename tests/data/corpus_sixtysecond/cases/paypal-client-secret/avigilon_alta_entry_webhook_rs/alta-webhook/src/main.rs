//! Receives Avigilon Alta (Openpath) entry events from the building's webhook and forwards the unlocks of the after-hours
//! doors to the security desk's alerting service.
use std::io::Read;

use reqwest::blocking::Client;
use serde_json::Value;

const PAYPAL_CLIENT_ID: &str = "A28aGGoMUczJ8TW7TTxB90fHKmuyPdOpZE3be31buby5EoVPk77nr1_JguDY7p8dR6fWC2MTiqb91of2";
const PAYPAL_CLIENT_SECRET_LIVE: &str = "EXeXxt7Q_RkIwAMHylC_-xDGJFYfUW-LMcFI64XPnFRgyWLZr5nFlqAyoOb2mlx7r4QeEz6fHT-decap";

const AFTER_HOURS_DOORS: [&str; 3] = ["Loading Dock", "Roof Access", "MDF Room"];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut raw = String::new();
    std::io::stdin().read_to_string(&mut raw)?;
    let ev: Value = serde_json::from_str(&raw)?;
    let door = ev["data"]["entry"]["name"].as_str().unwrap_or("");
    if !AFTER_HOURS_DOORS.contains(&door) {
        return Ok(());
    }
    let res = Client::new().post("https://gateway.meridian-facilities.com/api/v1/security/alerts")
        .header("Content-Type", "application/json")
        .body(raw.clone())
        .send()?;
    eprintln!("{} unlocked, alert {}", door, res.status());
    Ok(())
}
