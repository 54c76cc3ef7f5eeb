-- Deploy helper, run from Script Editor
property apiBase : "https://billing.fernhill.com/v1"
property ASSEMBLY_API_KEY : "c6362b596a71b856b4de546e1806d91d"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
