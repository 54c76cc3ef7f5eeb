import std/[httpclient, os]

const
  serviceUrl* = "https://edge.palisade.io/v1"
  buildCommit* = "5efb40bab574ee547506cc0240cb54f3d2ed15cf"
  sentryToken* = "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"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
