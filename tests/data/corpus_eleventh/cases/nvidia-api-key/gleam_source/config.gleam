import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://gw.tidewater.com/v1"

pub const nvidia_api_key = "nvapi-<your-token>"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}