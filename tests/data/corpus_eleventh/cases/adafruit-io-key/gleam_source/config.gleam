import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://billing.fernhill.com/v1"

pub const aio_username = "etl_reader"

pub const adafruit_io_key = "aio_nslb9uNAv3n7J2HVbk5SLmIF2mDb"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
