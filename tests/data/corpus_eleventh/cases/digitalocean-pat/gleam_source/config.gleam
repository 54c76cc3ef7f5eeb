import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://gw.tidewater.com/v1/reports"

pub const digitalocean_token = "gAAAAABmu4Y5pDqwP9kJUYCrlnI5U0SQKbP2VirB0kbKNrKZgz6aYKVT2UHOxizQF8ftioqXHaDJajBW-a_NCqL9h5pn-HrMU67f8fHFDjQ3T7aVnhN0kMNbjrBdRwaBZb2uBPYLLY5wVMFiBRSgq74pJlWDwfRiuTsav68zd17Y7knOWu9efK0="

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
