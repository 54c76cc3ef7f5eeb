-- Deploy helper, run from Script Editor
property apiBase : "https://gw.tidewater.com/v1/reports"
property readmeApiKey : "EJ[1:YPDfbL0hDdxy5H2ckl6bXyZRqzmro6wEFeguy/wCkcc=:mMoo7Bl7AWSXGOFvhDpnehDI0wyvDHkL:mVpDtcpBP/1jOM21QQsYBxMyiWmKKxP4Zfctsy39xDCXYv6pBGUD63OpNlBrcSZXbmK6JyaM06HYZhoObIHS39dG2zRy7yo3OGAD4Q7rGOpuRjOyZdOoKh+bpA==]"

set branchName to text returned of (display dialog "Branch to deploy?" default answer "main")
set response to do shell script "curl -fsS -X POST " & quoted form of (apiBase & "/deploys?ref=" & branchName)
display notification response with title "Deploy queued"
