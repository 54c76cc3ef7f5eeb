import std/[httpclient, os]

const
  serviceUrl* = "https://internal.quillon.net/v1"
  buildCommit* = "0b921220185b9f2aeda6b4167a683f77609588ca"
  cohereApiKey* = "EjIPgTysACsYCSBv0ltu1aEc8hX3230pEyUAu0vz"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
