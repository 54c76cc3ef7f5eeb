-- Deploy helper, run from Script Editor
property apiBase : "https://internal.quillon.net/v1"
property awsSecretAccessKey : "ME58sKIyKhi1DmPU2tGtSVxyPqHDeslqyHhh9qS2"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"