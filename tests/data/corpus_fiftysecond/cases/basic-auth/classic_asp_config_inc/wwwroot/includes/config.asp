<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Cedarfield Accounting"
Const ADMIN_EMAIL = "office@cedarfield-accounting.com"

Function PostJson(url, body)
    Dim http
    Set http = Server.CreateObject("MSXML2.ServerXMLHTTP.6.0")
    http.open "POST", url, False
    http.setRequestHeader "Content-Type", "application/json"
    http.setRequestHeader "Authorization", "Basic c3ZjX29yZGVyczpfUTlya0JTeDJta3VQeTNa"
    http.send body
    PostJson = http.responseText
    Set http = Nothing
End Function

Const NOTIFY_URL = "https://ingest.cedarfield-accounting.com/v2/invoices/batch"
%>
