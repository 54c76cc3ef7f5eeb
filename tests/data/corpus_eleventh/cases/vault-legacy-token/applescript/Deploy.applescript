-- Deploy helper, run from Script Editor
property apiBase : "https://svc.cobaltpeak.ca/v1"
property vaultDevRootTokenId : "s.Du60WGQVJ97qUUAjr3og36HH"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"