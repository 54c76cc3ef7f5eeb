' Nightly order export - scheduled task on SCHED02
Option Explicit

Const POSTHOG_API_KEY = "phx_fXR9HURhredyFuuLKrOsov5wDeAkbM5o1PgFWUAEpFW"
Const EXPORT_URL = "https://edge.palisade.io/v1/events"

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