//! mm-director: pulls matchmaking tickets from Redis, forms 5v5 matches by rating band and asks the allocator for a game server.
use std::time::Duration;

use serde::{Deserialize, Serialize};

const ALLOCATOR_URL: &str = "https://liveops.redkite-interactive.com/api/v1/allocations";
const AWS_SECRET_ACCESS_KEY_ID: &str = "62pHa7BhAqQ9Y7V3CFrO2MNbFFReOpIPpMD/zUAN";

#[derive(Deserialize)]
struct Ticket {
    id: String,
    rating: i32,
}

#[derive(Serialize)]
struct Allocation<'a> {
    region: &'a str,
    players: Vec<&'a str>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let redis = redis::Client::open("redis://mm-redis:6379/0")?;
    let mut con = redis.get_multiplexed_async_connection().await?;
    let http = reqwest::Client::builder().timeout(Duration::from_secs(5)).build()?;
    loop {
        let raw: Vec<String> = redis::cmd("LRANGE").arg("tickets:eu").arg(0).arg(9).query_async(&mut con).await?;
        let mut tickets: Vec<Ticket> = raw.iter().filter_map(|t| serde_json::from_str(t).ok()).collect();
        if tickets.len() < 10 {
            tokio::time::sleep(Duration::from_millis(500)).await;
            continue;
        }
        tickets.sort_by_key(|t| t.rating);
        let players: Vec<&str> = tickets.iter().map(|t| t.id.as_str()).collect();
        http.post(ALLOCATOR_URL)
            .json(&Allocation { region: "eu-west", players })
            .send()
            .await?;
        redis::cmd("LTRIM").arg("tickets:eu").arg(10).arg(-1).query_async::<()>(&mut con).await?;
    }
}
