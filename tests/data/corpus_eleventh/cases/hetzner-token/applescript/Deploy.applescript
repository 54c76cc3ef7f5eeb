-- Deploy helper, run from Script Editor
property apiBase : "https://api.kestrelworks.io/v1/webhooks"
property hetznerApiToken : "PKaZwmI951sAGequEGcx7EIwcL6IoRiiuJGDFYe3HAggEGYDBxjA4QWukct9LTCF"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"