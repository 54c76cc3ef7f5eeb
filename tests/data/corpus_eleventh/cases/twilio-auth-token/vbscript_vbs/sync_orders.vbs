' Nightly order export - scheduled task on SCHED02
Option Explicit

Const TWILIO_ACCOUNT_SID = "AC345236ad6615a5476833a284aefbebf7"
Const TWILIO_AUTH_TOKEN = "ea47e5fbb7815910fd8cc181e28f247a"
Const EXPORT_URL = "https://internal.quillon.net/v1/events"

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