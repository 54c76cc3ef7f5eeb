$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.609942680.1725248623", "/", ".acmecorp.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://svc.mapleleaf.ca/v1/cart" `
-Method "POST" `
-WebSession $session `
-Headers @{
"authority"="svc.mapleleaf.ca"
  "method"="POST"
  "accept"="application/json, text/plain, */*"
  "accept-language"="en-GB,en;q=0.9"
  "authorization"="Bearer bsL5h4VNih1XfBgtJdCeP7zCT535E4KG.uNtZxgs8b8clk9zoVPFji34cFAq3CTc4"
} `
-ContentType "application/json"
