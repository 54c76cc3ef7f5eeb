import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://billing.fernhill.com/v1"

pub const tfe_token = "L9RQTQzbxciUfg.atlasv1.iJ4qnEsOvbyoFeWcuxwIf1aow8v4gZhDYLR3flhRKJRXU6ZGG1DfrkT0XmNDtRYWBfG"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
