import std/[httpclient, os]

const
  serviceUrl* = "https://edge.palisade.io/v1"
  buildCommit* = "2a5404e87237aa3f1b7a3976dca77d1c8438b3d9"
  slackOauthRefresh* = "xoxa-2-23341774966-855713045958-7422250612627-94e618cfbab0322b7c9ea5d0e5014e120b2a7e1e8169f994d486e2a45c5cd976"

proc newServiceClient*(): HttpClient =
  result = newHttpClient(timeout = 15_000)
  result.headers = newHttpHeaders({"Content-Type": "application/json"})
