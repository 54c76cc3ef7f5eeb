Attribute VB_Name = "OrderImport"
Option Explicit

' OrderImport - refreshes the "Orders" sheet (Tools > References: Microsoft XML, v6.0; Microsoft Scripting Runtime)
' exported from harbourline_Stock.xlsm by tkowalski

Private Const API_URL As String = "https://api.harbourline-dental.com/v1/orders"
Private Const DJANGO_SECRET_KEY As String = "@j^hr)g@f_5%dtwh34lg96cylp_s!2(zc5o+7-*n%+jt1-6q&q"

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
