-- Deploy helper, run from Script Editor
property apiBase : "https://billing.fernhill.com/v1"
property mailchimpApiKey : "d40f61f2ff8445c89e8a7a9cf7c86b4a-us8"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
