import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://internal.quillon.net/v1"

pub const gitlab_job_token = "glcbt-5c_9v1zBW7SR-zwh6XoTMPt"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
