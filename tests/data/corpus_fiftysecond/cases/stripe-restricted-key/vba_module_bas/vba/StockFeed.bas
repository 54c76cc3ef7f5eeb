Attribute VB_Name = "StockFeed"
Option Explicit

' StockFeed - refreshes the "Orders" sheet (Tools > References: Microsoft XML, v6.0; Microsoft Scripting Runtime)
' exported from cedarfield_Orders.xlsm by pnatarajan

Private Const API_URL As String = "https://api.cedarfield-accounting.com/v1/orders"
Private Const STRIPE_KEY As String = "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"

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
