' Nightly order export - scheduled task on APP01
Option Explicit

Const AUTH0_CLIENT_ID = "WRVvdYIisM4DQlXKoUqjCpIvAFmahQv9"
Const AUTH0_DOMAIN = "nw-prod.us.auth0.com"
Const AUTH0_CLIENT_SECRET = "QwH3pXqY0dN9EwbCldUbAf_Il-Q8jKcz8mbmXHcwyH2_0hVqEriFVxzVYs5QjmWe"
Const EXPORT_URL = "https://orders.larkspur.dev/v1/events"

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
