import std/[httpclient, os]

const
  serviceUrl* = "https://svc.cobaltpeak.ca/v1"
  buildCommit* = "de15e40b8a4324f9769481dba072fac18aa9d47e"
  githubToken* = "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"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})