-- Deploy helper, run from Script Editor
property apiBase : "https://edge.palisade.io/v1"
property slack_bot_token : "xoxb-not-a-real-token-this-will-not-work"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
