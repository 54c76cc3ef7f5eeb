' Nightly order export - scheduled task on APP01
Option Explicit

Const API_TOKEN = "BaA2aVK5V4F76ppugJ0V6CPX--lNYIX2B3AZteKh7cTMR88n"
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
