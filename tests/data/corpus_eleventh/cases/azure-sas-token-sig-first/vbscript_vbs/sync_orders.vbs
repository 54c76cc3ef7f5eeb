' Nightly order export - scheduled task on SCHED02
Option Explicit

Const BLOB_SAS_URL = "https://nwexports.blob.core.windows.net/exports/2024-q3.csv?sig=ErF09R66vxxPjB44MeFzGsq7Yg08RtCydEUkWmtVrR4%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-11-09T01%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b"
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
