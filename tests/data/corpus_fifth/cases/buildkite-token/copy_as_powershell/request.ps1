$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.344643101.1712792424", "/", ".acmecorp.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://internal.tessellate.net/v1/orders" `
-Method "POST" `
-WebSession $session `
-Headers @{
"authority"="internal.tessellate.net"
  "method"="POST"
  "accept"="application/json, text/plain, */*"
  "accept-language"="en-GB,en;q=0.9"
} `
-ContentType "application/json" `
-Body "{`"bkToken`":`"bkua_e552a848df64a134db50d8602690450ccaddf0af`"}"
