-- Deploy helper, run from Script Editor
property apiBase : "https://billing.fernhill.com/v1/reports"
property dropboxAccessToken : "sl.u.1lX95L5M3Te8Y9lJYT2SKTVVMpf-YFU5vg3PAwO2OeGJdKSxxMQ-GjAeoiiR37nZTCfBBvKWcgBcK6YO2Rh2h719mP6vDhpti3TI6vlg7vmHfajjriZjbydTAG4kfvSFtXeH3_c7Y"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
