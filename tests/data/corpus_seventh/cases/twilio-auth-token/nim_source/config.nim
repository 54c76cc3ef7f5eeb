import std/[httpclient, os]

const
  serviceUrl* = "https://api.kestrelworks.io/v1"
  buildCommit* = "701bdc6d75023d237a04548ffda2bbcc3609cf1f"
  twilioAccountSid* = "ACec8acf6b020da9b439551b94c8c87876"
  twilioAuthToken* = "44c24023b97db14ec2ad56a47ce877f6"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
