import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://api.kestrelworks.io/v1/webhooks"

pub const mailgun_api_key = "key-cdb1f7b417817ef9c77f4f5430254a37"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}