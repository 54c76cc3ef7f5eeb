import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://orders.larkspur.dev/v1/reports"

pub const github_token = "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"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
