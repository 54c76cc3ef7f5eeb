-- Deploy helper, run from Script Editor
property apiBase : "https://internal.quillon.net/v1"
property TG_TOKEN : "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
