import std/[httpclient, os]

const
  serviceUrl* = "https://api.kestrelworks.io/v1"
  buildCommit* = "92fbcc174d753ed05a4ab7b19e66c1b692633925"
  ycApiKey* = "AQVN1DSoumITQB4NHga5SE7-aDF8P-14225dFdp6cF"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})