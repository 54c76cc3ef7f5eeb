-- Deploy helper, run from Script Editor
property apiBase : "https://edge.palisade.io/v1"
property sonar_token : "sqp_91f643270e96fc1df687551779c84198acbf9df6"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
