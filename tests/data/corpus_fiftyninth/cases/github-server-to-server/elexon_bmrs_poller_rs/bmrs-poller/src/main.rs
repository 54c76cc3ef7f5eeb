//! Polls Elexon's Insights API (BMRS) for system prices and posts imbalance prices to the trading desk's position service.
use chrono::Utc;
use serde_json::Value;
use std::time::Duration;

const BMRS: &str = "https://data.elexon.co.uk/bmrs/api/v1";
const GIT_REMOTE_URL: &str = "https://x-access-token:ghs_U97pnCelGXpVtlDYsoxBI0yStgVhzz1jcFN8@github.com/kestrel-works/payments.git";

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build()?;
    loop {
        let day = Utc::now().format("%Y-%m-%d");
        let prices: Value = http.get(format!("{BMRS}/balancing/settlement/system-prices/{day}?format=json")).send().await?.json().await?;
        http.post("https://market-desk.solvane.io/api/v1/positions/imbalance-prices")
            .json(&prices["data"])
            .send()
            .await?;
        tokio::time::sleep(Duration::from_secs(300)).await;
    }
}
