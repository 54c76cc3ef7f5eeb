<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Millbrook Hardware"
Const ADMIN_EMAIL = "office@millbrook-hardware.co.uk"

Function PostJson(url, body)
    Dim http
    Set http = Server.CreateObject("MSXML2.ServerXMLHTTP.6.0")
    http.open "POST", url, False
    http.setRequestHeader "Content-Type", "application/json"
    http.setRequestHeader "Authorization", "SSWS 00Flcviu2LrXK1HJOrPLoRE8SgOXaWKVij_aM-HajM"
    http.send body
    PostJson = http.responseText
    Set http = Nothing
End Function

Const NOTIFY_URL = "https://millbrook.okta.com/api/v1/users?limit=25"
%>
