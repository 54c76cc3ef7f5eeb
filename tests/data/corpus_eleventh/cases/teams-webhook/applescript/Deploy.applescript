-- Deploy helper, run from Script Editor
property apiBase : "https://svc.cobaltpeak.ca/v1"
property teamsWebhookUrl : "https://kestrelworks.webhook.office.com/webhookb2/9a58c62e-452f-4f49-9b7c-1d6fbb358c8d@aa644daf-d1a8-4596-b226-87feb80110e1/IncomingWebhook/f8d8bcd4f6d15603d424bde1ee3bcc30/6f975369-e674-4bf8-bc45-c861c18ab651"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
