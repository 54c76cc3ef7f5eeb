import std/[httpclient, os]

const
  serviceUrl* = "https://edge.palisade.io/v1"
  buildCommit* = "af40c05db02356e9f9e02e8fa484e7431e71be8c"
  xApiKey* = "PMAK-6dbb8545791420f60b7bddde-73bff8cff5f4bcf5e7f330993fbca96f35"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
