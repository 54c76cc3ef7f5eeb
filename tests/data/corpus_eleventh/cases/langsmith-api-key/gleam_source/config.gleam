import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://billing.fernhill.com/v1/reports"

pub const langsmith_key = "lsv2_sk_****e54a"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
