-- Deploy helper, run from Script Editor
property apiBase : "https://billing.fernhill.com/v1"
property flyApiToken : "fm2_LgblbOQLq4UELUmjnB3js1d1Vs0msZ6aQ0xX3Fn+19Bkt67FWkriHjW3Y4/LHF1mUcMKvLnBmkuLpdACuSFCs+P/H7GVuiCmz2ETuWrXPYzF69zTqxlgaSD+y7rJyFPL2/P7nZ56r4dfGXmcuqUivhh8hHj88Tmu"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
