//! Uploads a mastered track to the label's SoundCloud account (POST /tracks, multipart) and tells the release tracker.
use reqwest::blocking::{multipart, Client};

const PSCALE_OAUTH: &str = env!("PLANETSCALE_OAUTH_TOKEN");

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let token = std::fs::read_to_string("/run/secrets/soundcloud_token")?;
    let form = multipart::Form::new()
        .text("track[title]", args[2].clone())
        .text("track[sharing]", "private")
        .file("track[asset_data]", &args[1])?;
    let client = Client::new();
    let up = client.post("https://api.soundcloud.com/tracks").header("Authorization", format!("OAuth {}", token.trim())).multipart(form).send()?;
    let res = client.post("https://hub.saltmarsh-audio.com/api/v1/releases/uploads")
        .header("Content-Type", "application/json")
        .body(up.text()?)
        .send()?;
    eprintln!("uploaded {}, tracker {}", args[2], res.status());
    Ok(())
}
