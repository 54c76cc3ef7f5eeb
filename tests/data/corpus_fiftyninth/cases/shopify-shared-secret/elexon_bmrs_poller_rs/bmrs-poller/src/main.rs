//! Polls Elexon's Insights API (BMRS) for system prices and posts imbalance prices to the trading desk's position service.
use chrono::Utc;
use serde_json::Value;
use std::time::Duration;

const BMRS: &str = "https://data.elexon.co.uk/bmrs/api/v1";
const SHOPIFY_CLIENT_ID: &str = "f06b6b7f680b82d94eb81b9220edf0a8";
const SHOPIFY_API_SECRET: &str = "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";

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build()?;
    loop {
        let day = Utc::now().format("%Y-%m-%d");
        let prices: Value = http.get(format!("{BMRS}/balancing/settlement/system-prices/{day}?format=json")).send().await?.json().await?;
        http.post("https://market-desk.altamira-water.org/api/v1/positions/imbalance-prices")
            .json(&prices["data"])
            .send()
            .await?;
        tokio::time::sleep(Duration::from_secs(300)).await;
    }
}
