$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("_ga", "GA1.1.937811173.1732694061", "/", ".acmecorp.io")))
Invoke-WebRequest -UseBasicParsing -Uri "https://edge.bluefin.io/v1/orders" `
-Method "POST" `
-WebSession $session `
-Headers @{
"authority"="edge.bluefin.io"
  "method"="POST"
  "accept"="application/json, text/plain, */*"
  "accept-language"="en-GB,en;q=0.9"
} `
-ContentType "application/json" `
-Body "{`"githubPat`":`"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`"}"
