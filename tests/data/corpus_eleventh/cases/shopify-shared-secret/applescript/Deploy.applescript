-- Deploy helper, run from Script Editor
property apiBase : "https://orders.larkspur.dev/v1/webhooks"
property shopifyClientId : "994bc9ef9028946064e13ba793cb6e23"
property shopifyApiSecret : "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"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"