import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://internal.quillon.net/v1/reports"

pub const speech_key = "sha256:9f3e46edf3833a28900de9c6bd18aadb1da4c0e052086369ad4c1f7da388f551"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
