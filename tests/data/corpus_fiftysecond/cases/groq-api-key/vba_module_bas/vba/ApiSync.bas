Attribute VB_Name = "ApiSync"
Option Explicit

' ApiSync - refreshes the "Orders" sheet (Tools > References: Microsoft XML, v6.0; Microsoft Scripting Runtime)
' exported from oakhurst_Invoices.xlsm by rgarcia

Private Const API_URL As String = "https://api.oakhurst-vets.co.uk/v1/orders"
Private Const GROQ_API_TOKEN As String = "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"

Public Sub RefreshOrders()
    Dim http As New MSXML2.XMLHTTP60
    Dim ws As Worksheet
    Set ws = ThisWorkbook.Worksheets("Orders")
    http.Open "GET", API_URL & "?since=" & Format(Date - 1, "yyyy-mm-dd"), False
    http.setRequestHeader "Accept", "text/csv"
    http.send
    If http.Status <> 200 Then
        MsgBox "Download failed: " & http.Status & " " & http.statusText, vbExclamation
        Exit Sub
    End If
    ws.Range("A2:H5000").ClearContents
    ws.Range("A2").Value = http.responseText
End Sub
