-- Deploy helper, run from Script Editor
property apiBase : "https://internal.quillon.net/v1/reports"
property stripe_secret_key : "sk_test_51qDklyG3qxAvIpT7XOIqGlMJbbwbFS1aI8TiZpMaUQaXEAOUSobHhsJ9V9kmwFVJR7VupBd0GCmivzDFbhdOp1pZicWBwbNF3v"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
