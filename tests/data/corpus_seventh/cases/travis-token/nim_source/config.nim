import std/[httpclient, os]

const
  serviceUrl* = "https://gw.tidewater.com/v1"
  buildCommit* = "4f4235bc586445bca8d3330e04a4245a18b1cfa0"
  travisApiToken* = "itnt2DKWuqr0DlPQift6OM"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
