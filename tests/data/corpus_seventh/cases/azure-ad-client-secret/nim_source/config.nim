import std/[httpclient, os]

const
  serviceUrl* = "https://svc.cobaltpeak.ca/v1"
  buildCommit* = "aaaeaf5e756c28798ff851a7c43388d708fdd6bb"
  azureClientId* = "20f63432-6459-47c3-beb8-f8f6a149ac4c"
  azureTenantId* = "2d95c909-6cfd-4a6a-a1d2-bc35fb8a2ebb"
  entraClientSecret* = "L1L8Q~G0a1O7zpSjvRRydL-9.NbUSJPFY110js69"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
