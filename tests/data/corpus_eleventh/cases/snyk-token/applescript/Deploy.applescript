-- Deploy helper, run from Script Editor
property apiBase : "https://gw.tidewater.com/v1"
property snykOrgId : "8fc2b483-86ac-487f-96db-acd9945aabac"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
