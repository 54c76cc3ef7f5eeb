-- Deploy helper, run from Script Editor
property apiBase : "https://svc.cobaltpeak.ca/v1"
property langfusePublicKey : "pk-lf-22753053-2a68-43c8-aa76-c9e5a2add90a"
property langfuseSecretKey : "***REMOVED***"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
