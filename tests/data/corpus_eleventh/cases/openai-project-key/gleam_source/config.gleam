import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://internal.quillon.net/v1"

pub const openai_api_key = "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"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}