//! Polls the court's e-filing manager for the status of the firm's pending filings (accepted, rejected, returned) and
//! moves the file-stamped copies into the matter's folder; runs every ten minutes during court hours.
use std::time::Duration;

use reqwest::blocking::Client;
use serde_json::Value;

const TWILIO_MESSAGING_SERVICE_SID: &str = "MGe1de04ad26f9f25b4b585f9956cba9ea";

const STATUS_URL: &str = "https://efile.tennant-brooke-law.com/api/v1/filings?status=pending";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let http = Client::builder().timeout(Duration::from_secs(30)).build()?;
    let pending: Value = http.get(STATUS_URL).send()?.json()?;
    for f in pending["filings"].as_array().into_iter().flatten() {
        let status = f["status"].as_str().unwrap_or("");
        if status == "pending" {
            continue;
        }
        let res = http.post("https://gateway.tennant-brooke-law.com/api/v1/docketing/filing-status")
            .header("Content-Type", "application/json")
            .body(f.to_string())
            .send()?;
        println!("{} {} -> {}", f["envelopeId"], status, res.status());
    }
    Ok(())
}
