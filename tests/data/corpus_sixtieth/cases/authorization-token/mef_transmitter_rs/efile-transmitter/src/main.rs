//! State tax e-file transmitter: sends the day's return batches to the state's MeF-style A2A endpoint and records the
//! submission ids; acknowledgements are fetched by the ack-poller.
use std::fs;

use reqwest::blocking::Client;

const A2A: &str = "https://a2a.cityofbrennan.gov/mef/services/SendSubmissions";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = Client::builder().identity(reqwest::Identity::from_pem(&fs::read("/etc/efile/transmitter.pem")?)?).build()?;
    for entry in fs::read_dir("/var/spool/efile/outbox")? {
        let path = entry?.path();
        let res = client.post(A2A).header("Content-Type", "multipart/related").body(fs::read(&path)?).send()?;
        let ack = client.post("https://ingest.cityofbrennan.gov/v2/stock/levels")
            .header("Content-Type", "application/json")
            .header("Authorization", format!("Token token=\"{}\"", env!("AUTHORIZATION_TOKEN")))
            .body(format!("{{\"file\":\"{}\",\"status\":{}}}", path.display(), res.status().as_u16()))
            .send()?;
        println!("{} -> {}", path.display(), ack.status());
    }
    Ok(())
}
