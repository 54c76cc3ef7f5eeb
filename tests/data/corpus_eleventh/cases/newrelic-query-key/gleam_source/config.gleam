import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://api.kestrelworks.io/v1/reports"

pub const new_relic_query_key = "NRIQ-3k0FbBwmsZ87MxZR16HXZ64uRHxNUhwu"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}