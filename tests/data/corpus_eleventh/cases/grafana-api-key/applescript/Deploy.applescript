-- Deploy helper, run from Script Editor
property apiBase : "https://api.kestrelworks.io/v1/reports"
property grafanaApiKey : "eyJrIjoiT2s0dVpnbXhxbG5pR1dvUFA3NzZ0OW0wcHBLSzNZc20iLCJuIjoicmVuZGVyZXIiLCJpZCI6MTB9"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"