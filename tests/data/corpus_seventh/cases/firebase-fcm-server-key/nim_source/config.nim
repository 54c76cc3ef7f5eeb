import std/[httpclient, os]

const
  serviceUrl* = "https://api.kestrelworks.io/v1"
  buildCommit* = "5e7033f5af179e22926455eaeafc63bbaab2352f"
  fcmServerKey* = "AAAA...:APA91b..."

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
