-- Deploy helper, run from Script Editor
property apiBase : "https://billing.fernhill.com/v1/webhooks"
property sentryAuthToken : "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"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
