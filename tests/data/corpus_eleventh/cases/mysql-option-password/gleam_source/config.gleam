import gleam/http/request
import gleam/httpc
import gleam/result

pub const api_base = "https://api.kestrelworks.io/v1"

pub const mysql_defaults_file = "[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=ci-bot
password=^*%FlJIUrUvBc9dF
host=127.0.0.1
port=3306"

pub fn fetch(path: String) {
  let assert Ok(req) = request.to(api_base <> path)
  req
  |> request.prepend_header("accept", "application/json")
  |> httpc.send
  |> result.map(fn(resp) { resp.body })
}