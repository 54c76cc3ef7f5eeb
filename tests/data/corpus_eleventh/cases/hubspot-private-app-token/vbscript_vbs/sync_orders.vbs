' Nightly order export - scheduled task on SCHED02
Option Explicit

Const HUBSPOT_ACCESS_TOKEN = "EJ[1:6WYJj0VHGI+rC0zuxnzAorWEgRvF5utUG/kiitbnMuo=:IUssZcEDEq3U7i0h02BSuOJV3pff9jXN:RRfq0nuGKIJ+hJlTDvmQYgMc3tdKPTYCYhXROtr0Rc60fSYIP3xDeRwY732a9lKxW+DDY1QkeyzU4sT/]"
Const EXPORT_URL = "https://edge.palisade.io/v1/orders"

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
