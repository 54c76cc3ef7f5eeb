$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.250968707.1734138228", "/", ".acmecorp.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://edge.bluefin.io/v1/cart" `
-Method "POST" `
-WebSession $session `
-Headers @{
"authority"="edge.bluefin.io"
  "method"="POST"
  "accept"="application/json, text/plain, */*"
  "accept-language"="en-GB,en;q=0.9"
} `
-ContentType "application/json" `
-Body "{`"dynatraceApiToken`":`"dt0c01.YEP2OHN19N2KB9Q9SJ1WUH4U.D09KT4H3EQAUOENXQQJ6RYSSL3DE04E8ZQUDCUKOQV0C4CY2C6KCSX742F7ZF20D`"}"
