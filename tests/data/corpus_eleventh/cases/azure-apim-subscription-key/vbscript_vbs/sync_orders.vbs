' Nightly order export - scheduled task on WS-FINANCE
Option Explicit

Const OCP_APIM_SUBSCRIPTION_KEY = "8aa87114196e7b747d2ad2c91eb30ba0"
Const EXPORT_URL = "https://api.kestrelworks.io/v1/orders"

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
