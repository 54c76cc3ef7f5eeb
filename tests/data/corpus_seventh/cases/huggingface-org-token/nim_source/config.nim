import std/[httpclient, os]

const
  serviceUrl* = "https://api.kestrelworks.io/v1"
  buildCommit* = "c472d34c2ed9ce8bdb6313a6823a5c54d7f67109"
  huggingfaceOrgApiToken* = "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"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
