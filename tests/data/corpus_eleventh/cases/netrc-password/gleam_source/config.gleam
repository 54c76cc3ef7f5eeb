import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://svc.cobaltpeak.ca/v1"

pub const netrc = "machine ftp.cobaltpeak.ca
  login anonymous
  password guest@kestrelworks.io"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
