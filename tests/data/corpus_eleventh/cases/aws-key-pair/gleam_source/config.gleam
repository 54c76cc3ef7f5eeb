import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://internal.quillon.net/v1"

pub const bucket_key = "AKIAWSWPDPMQF4SG3IUA"

pub const uploader_secret = "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"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}