import std/[httpclient, os]

const
  serviceUrl* = "https://edge.palisade.io/v1"
  buildCommit* = "88ef01c4ed17a74e1913f1381a693347589fcc25"
  atlasClientSecret* = "mdb_sa_sk_..."

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})