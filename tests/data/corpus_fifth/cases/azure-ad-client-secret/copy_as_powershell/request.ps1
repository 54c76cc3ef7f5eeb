$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.147757016.1707553834", "/", ".acmecorp.io")))
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
-Body "{`"azureClientId`":`"adb46cd8-b477-4605-b355-23ab4ba75821`",`"azureTenantId`":`"ba75cee4-07b8-44c4-ae05-c1e56131fa0f`",`"azureClientSecret`":`"A0j5Q~TfKxY96O0Ie1a1E3vdSDOurhUWRVsfc73T`"}"
