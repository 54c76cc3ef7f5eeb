' Nightly order export - scheduled task on WS-FINANCE
Option Explicit

Const PAYPAL_CLIENT_ID = "AZiPcRshtvrpvpUucQLMCK4ENnPQJeLR8EdMHub1_bTNcLEitx2kudOlSSSwQDEM4FeIQvkgeZwNCj24"
Const PAYPAL_SECRET = "AQICAHjTsyIvqI4BOh/B/xWZ+GZ8LSlt9VEAGnobGS7xBO2vwwFmak+rVECpnfT/dl/Ef9F7aGZSAhaAziMKf2YKUY58ISXW2aj8E3ovpXrvIfGPxsGMH6YWEMucBJREcrh1zetzte1mAl90WkarILSWR4RzkdCRjwVEYP/Y81AvHyAI4pXUG50ygCq26w=="
Const EXPORT_URL = "https://orders.larkspur.dev/v1/reports/daily"

Dim http, fso, out
Set http = CreateObject("MSXML2.ServerXMLHTTP.6.0")
http.Open "POST", EXPORT_URL, False
http.setRequestHeader "Content-Type", "application/json"
http.send "{""since"":""yesterday""}"

If http.Status <> 200 Then
    WScript.Echo "export failed: " & http.Status
    WScript.Quit 1
End If

Set fso = CreateObject("Scripting.FileSystemObject")
Set out = fso.CreateTextFile("C:\Exports\orders.json", True)
out.Write http.responseText
out.Close
