Attribute VB_Name = "OrderImport"
Option Explicit

' OrderImport - refreshes the "Orders" sheet (Tools > References: Microsoft XML, v6.0; Microsoft Scripting Runtime)
' exported from harbourline_Stock.xlsm by hchen

Private Const API_URL As String = "https://api.harbourline-dental.com/v1/orders"
Private Const NUGET_KEY As String = "oy2mt4cleo3ocugy3paqte6mq5s3jhn8dj4gvspnybr7lt"

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
