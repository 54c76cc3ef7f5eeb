-- Deploy helper, run from Script Editor
property apiBase : "https://billing.fernhill.com/v1"
property secretKey : "A3-SGVW8T-WXZHOL-UV64K-P31XS-7V5YT-3JE03"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
