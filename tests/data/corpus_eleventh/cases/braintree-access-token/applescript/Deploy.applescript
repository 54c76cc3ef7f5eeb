-- Deploy helper, run from Script Editor
property apiBase : "https://edge.palisade.io/v1/reports"
property braintreeAccessToken : "access_token$production$gqlgjyya0z5fngxv$6f3390f7e1a06d398558d9c5c8233b0b"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
