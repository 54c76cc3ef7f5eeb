$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.241349909.1726472973", "/", ".acmecorp.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://orders.northwind.dev/v1/cart" `
-Method "POST" `
-WebSession $session `
-Headers @{
"authority"="orders.northwind.dev"
  "method"="POST"
  "accept"="application/json, text/plain, */*"
  "accept-language"="en-GB,en;q=0.9"
} `
-ContentType "application/json" `
-Body "{`"notionToken`":`"secret_...`"}"