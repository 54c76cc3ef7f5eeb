Attribute VB_Name = "ApiSync"
Option Explicit

' ApiSync - refreshes the "Orders" sheet (Tools > References: Microsoft XML, v6.0; Microsoft Scripting Runtime)
' exported from oakhurst_Stock.xlsm by mokafor

Private Const API_URL As String = "https://api.oakhurst-vets.co.uk/v1/orders"
Private Const CONTENTFUL_SPACE_ID As String = "pi793ob6yoyx"

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
