import std/[httpclient, os]

const
  serviceUrl* = "https://gw.tidewater.com/v1"
  buildCommit* = "22da6352284e1fb0592bea302e1e27dd758c157a"
  azureSasUrl* = "https://tessbackups.blob.core.windows.net/media/logo.png?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-06-21T23:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=KaRh2xkfjn78gbvWdovBi6d4BFZ%2B0SAZzYGc8dWHZaU%3D"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
