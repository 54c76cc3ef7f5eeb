import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://internal.quillon.net/v1"

pub const ssh_private_key = "-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACBeODPWqryysMif+vb6oSmKrr0YjamyRUqelPTc/raGowAAAJgl/BQBJfwU
AQAAAAtzc2gtZWQyNTUxOQAAACBeODPWqryysMif+vb6oSmKrr0YjamyRUqelPTc/raGow
AAAED2hsFnh1UWXGdE0Sl2wJXhe7eHxO3pNxQ3leVG0z62Bl44M9aqvLKwyJ/69vqhKYqu
vRiNqbJFSp6U9Nz+toajAAAAD2RlcGxveUBidWlsZC0wMQECAwQFBg==
-----END OPENSSH PRIVATE KEY-----"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}
