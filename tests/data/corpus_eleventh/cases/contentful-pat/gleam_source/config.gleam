import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://svc.cobaltpeak.ca/v1"

pub const contentful_management_token = "CFPAT-4WOYwQxoNJ2ld0pQrEG2ZlBNOcb7ZXxjW3cIDTvDl9R"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
