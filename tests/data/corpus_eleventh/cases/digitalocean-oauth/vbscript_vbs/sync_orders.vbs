' Nightly order export - scheduled task on WS-FINANCE
Option Explicit

Const DO_OAUTH_TOKEN = "doo_v1_e68b4f0dd3bd61d897ec8c5054f3e8ab4cf6893eacbf5c82fe42b0c70f4c89ec"
Const EXPORT_URL = "https://billing.fernhill.com/v1/webhooks/replay"

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
