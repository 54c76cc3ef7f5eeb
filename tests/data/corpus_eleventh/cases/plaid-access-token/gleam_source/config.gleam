import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://svc.cobaltpeak.ca/v1"

pub const plaid_public_token = "public-production-123a87de-da61-48c8-a623-af2eceb4a04d"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
