' Nightly order export - scheduled task on WS-FINANCE
Option Explicit

Const WORKFLOW_WEBHOOK = "https://hooks.slack.com/workflows/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"
Const EXPORT_URL = "https://billing.fernhill.com/v1/reports/daily"

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