import std/[httpclient, os]

const
  serviceUrl* = "https://api.kestrelworks.io/v1"
  buildCommit* = "bcce3a504238e6684fcc1f860dd3d44a15258040"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json", "Authorization": "Basic cHJpeWEubjphbXh6dWFSeSpmQlFKRUkqRloxLXliUTg="})
