Attribute VB_Name = "ApiSync"
Option Explicit

' ApiSync - refreshes the "Orders" sheet (Tools > References: Microsoft XML, v6.0; Microsoft Scripting Runtime)
' exported from harbourline_Invoices.xlsm by mokafor

Private Const API_URL As String = "https://api.harbourline-dental.com/v1/orders"
Private Const CREDENTIAL As String = "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"

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
