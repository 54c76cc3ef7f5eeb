$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.713732821.1712735271", "/", ".acmecorp.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://svc.mapleleaf.ca/v1/orders" `
-Method "POST" `
-WebSession $session `
-Headers @{
"authority"="svc.mapleleaf.ca"
  "method"="POST"
  "accept"="application/json, text/plain, */*"
  "accept-language"="en-GB,en;q=0.9"
} `
-ContentType "application/json" `
-Body "{`"frameioToken`":`"fio-u-N7t-1mH1-QQh6uYHrHHhSfHEnl2b8ORwP9QXV70Za-BGJzGimabbXAd-NSky7HfW`"}"