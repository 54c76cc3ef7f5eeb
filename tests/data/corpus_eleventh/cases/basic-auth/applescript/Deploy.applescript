-- Deploy helper, run from Script Editor
property apiBase : "https://api.kestrelworks.io/v1"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST -H 'Authorization: Basic Y2ktYm90OnMlQEoxTTJVMWxWJVp6bm5mdk45TEhX' " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"