import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://gw.tidewater.com/v1"

pub const slack_workflow_url = "https://hooks.slack.com/triggers/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"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}