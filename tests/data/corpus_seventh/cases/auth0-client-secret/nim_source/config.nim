import std/[httpclient, os]

const
  serviceUrl* = "https://svc.cobaltpeak.ca/v1"
  buildCommit* = "17af3ce30f4a7696d385dc96e287818da606cf45"
  auth0ClientId* = "sb3xyqvcUjdVSjl4395T8tgAD8drcjfR"
  auth0Domain* = "kestrelworks.us.auth0.com"
  auth0ClientSecret* = "j3bfSXGH6A70zV6u7whgXIjryY7DWWq_AsRCF6FIlGHOCrjcSJ1LArio_oG5uP6k"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
