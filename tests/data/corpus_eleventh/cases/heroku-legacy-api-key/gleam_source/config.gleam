import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://svc.cobaltpeak.ca/v1/webhooks"

pub const heroku_app_id = "ad3cfe2f-69e4-4cb8-9835-c9745e89a516"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}