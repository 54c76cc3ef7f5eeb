$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.164642169.1725323195", "/", ".acmecorp.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://billing.quarry-labs.com/v1/session" `
-Method "POST" `
-WebSession $session `
-Headers @{
"authority"="billing.quarry-labs.com"
  "method"="POST"
  "accept"="application/json, text/plain, */*"
  "accept-language"="en-GB,en;q=0.9"
} `
-ContentType "application/json" `
-Body "{`"octopusCliApiKey`":`"API-V1P0CBWZ0U6CS4I9P8QRH3PC4V`"}"