import std/[httpclient, os]

const
  serviceUrl* = "https://gw.tidewater.com/v1"
  buildCommit* = "65f1b034c6a9c3161d7854b2661eaca123fff9fb"
  dopplerToken* = "dp.pt.jIUYP1BrYJBR1ugiUQgYxGOdL9eL2funDoJRhrkKzgc"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
