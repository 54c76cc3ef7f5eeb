-- Deploy helper, run from Script Editor
property apiBase : "https://billing.fernhill.com/v1/webhooks"
property slackWebhook : "https://hooks.slack.com/services/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"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"