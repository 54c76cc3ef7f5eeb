-- Deploy helper, run from Script Editor
property apiBase : "https://api.kestrelworks.io/v1"
property DEEPGRAM_TOKEN : "c1cac47370c456b21f826cc070e6e55aced6090b"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
