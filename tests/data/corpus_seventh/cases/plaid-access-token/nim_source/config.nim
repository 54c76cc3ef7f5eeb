import std/[httpclient, os]

const
  serviceUrl* = "https://svc.cobaltpeak.ca/v1"
  buildCommit* = "12c07c1eb6e6eba81edd237060837faf9d2e2ca4"
  plaidItemId* = "fSDa06iGKL7gnUDEc6WE4wCWAp7a5OrPdaRdw"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
