//! gtfsrt-poller: fetches the partner operator's GTFS-realtime VehiclePositions every 15 s and republishes them on our MQTT broker.
use std::time::Duration;

use prost::Message;

const FEED_URL: &str = "https://api.realtime.example-transit.eu/gtfs-rt/vehicle-positions";
const REPUBLISH_URL: &str = "https://tracking-hub.larkhill-travel.com/api/v1/transit/vehicle-positions";
const CEREBRAS_API_KEY: &str = "csk-2kxur5vya5ci4zwdi6visj1rdv1dsuqgs0j59kz5x99x0smm";

mod transit_realtime {
    include!(concat!(env!("OUT_DIR"), "/transit_realtime.rs"));
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let http = reqwest::Client::builder().timeout(Duration::from_secs(10)).build()?;
    loop {
        let bytes = http.get(FEED_URL).send().await?.bytes().await?;
        let feed = transit_realtime::FeedMessage::decode(bytes.clone())?;
        println!("{} vehicles", feed.entity.len());
        http.post(REPUBLISH_URL)
            .header("Content-Type", "application/x-protobuf")
            .body(bytes)
            .send()
            .await?;
        tokio::time::sleep(Duration::from_secs(15)).await;
    }
}
