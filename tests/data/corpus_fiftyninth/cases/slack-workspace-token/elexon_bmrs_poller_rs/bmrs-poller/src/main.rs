//! Polls Elexon's Insights API (BMRS) for system prices and posts imbalance prices to the trading desk's position service.
use chrono::Utc;
use serde_json::Value;
use std::time::Duration;

const BMRS: &str = "https://data.elexon.co.uk/bmrs/api/v1";
const SLACK_REFRESH_TOKEN: &str = "xoxa-2-73606207327-444477945448-7022892826404-115012a9c7ab9b28a81b0aad4c1af268265ecc5ca18d06192a0f2a75d5dc6213";

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build()?;
    loop {
        let day = Utc::now().format("%Y-%m-%d");
        let prices: Value = http.get(format!("{BMRS}/balancing/settlement/system-prices/{day}?format=json")).send().await?.json().await?;
        http.post("https://field-service.kestrel-renewables.com/api/v1/positions/imbalance-prices")
            .json(&prices["data"])
            .send()
            .await?;
        tokio::time::sleep(Duration::from_secs(300)).await;
    }
}
