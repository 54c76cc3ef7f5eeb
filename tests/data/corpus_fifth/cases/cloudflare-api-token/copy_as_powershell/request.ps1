$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.745080150.1726838098", "/", ".acmecorp.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://gw.orbitfreight.com/v1/session" `
-Method "POST" `
-WebSession $session `
-Headers @{
"authority"="gw.orbitfreight.com"
  "method"="POST"
  "accept"="application/json, text/plain, */*"
  "accept-language"="en-GB,en;q=0.9"
} `
-ContentType "application/json" `
-Body "{`"cfApiToken`":`"cfut_BzRrnIdJL9DwrK4H0q2spYBC1Q14OxARp9dq8cOu2b6c8e0c`"}"