import std/[httpclient, os]

const
  serviceUrl* = "https://edge.palisade.io/v1"
  buildCommit* = "cf50d6a9c3a3f294ad4a46c3154f84b31104ed78"
  zendeskEmail* = "jdoe@kestrelworks.io/token"
  zendeskSubdomain* = "kestrelworks"
  zdToken* = "2D8lesUqOR78SK0NgrRTLJAIOTjY2AijSRAA0ixI"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})