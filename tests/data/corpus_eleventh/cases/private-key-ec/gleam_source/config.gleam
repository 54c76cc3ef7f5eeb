import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://internal.quillon.net/v1"

pub const deploy_key = "-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIOtThnuCY2OLhuOD1wyVHESYqjam41eBL315dtJu4ozUoAoGCCqGSM49
AwEHoUQDQgAEeT+ms3W+Rs1USboRpkJVQRe4ULKtX/EjExwYYBHYfdivBdrn57U2
QW0GVYfObBGmXHCjuYtiCYTvFGQBe3LdqQ==
-----END EC PRIVATE KEY-----"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
