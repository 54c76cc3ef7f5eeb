//! Cold-chain gateway: reads the walk-in cooler and freezer sensors' last readings (from the BLE scanner's JSON lines)
//! and posts them to the temperature monitoring service every minute.
use std::{fs, thread, time::Duration};
use reqwest::blocking::Client;

const HF_ENDPOINT: &str = "https://hf-mirror.kestrelworks.io";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::new();
    loop {
        let readings = fs::read_to_string("/run/ble-scan/latest.jsonl")?;
        let body = format!("[{}]", readings.lines().collect::<Vec<_>>().join(","));
        let res = client.post("https://hub.saffron-table.com/api/v1/cold-chain/readings")
            .header("Content-Type", "application/json")
            .body(body)
            .send()?;
        eprintln!("posted readings: {}", res.status());
        thread::sleep(Duration::from_secs(60));
    }
}
