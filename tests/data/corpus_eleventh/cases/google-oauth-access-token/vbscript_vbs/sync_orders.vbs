' Nightly order export - scheduled task on APP01
Option Explicit

Const ACCESS_TOKEN = "AQICAHhi8DRbOSZI7MN7g3yfRDvNPdYznvVMM5v6uOtf1xSl8wEc3kB4i32+lSa3Unyavy1ny4tLrLaGbD440mW+d1cj2iV1xGS1N8PcjD6HZQ9aDacnxOxdqKfh6ovwQzvzV1WMcmdLOpiDDmVOaD5MFcsF+zM1vs8GWLUL71388BOgWsJ8MYt3QZacDcbJeeqm+fpgCI9BVOkvBCt8xOCwjsccDBioEoW5mYkUiccN+Vsdg9Oy4ZcURxRABiWm/CTJu9VspkXA6aabsdKUBe+RT3mQp1cQHb+xPIIYwnzBiWmtOfGXogvklI7G15T5pPQChvwiL9ttnN/l"
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
