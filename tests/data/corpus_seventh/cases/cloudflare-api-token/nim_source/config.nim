import std/[httpclient, os]

const
  serviceUrl* = "https://api.kestrelworks.io/v1"
  buildCommit* = "14cb9b9ce7c71ba6f904c6d03e50483a12a0c8c2"
  cloudflareApiToken* = "Ikwb4882Id3I7gT_yy3K1IzjagVNcQkzAUnQYNuY"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
