<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Millbrook Hardware"
Const ADMIN_EMAIL = "office@millbrook-hardware.co.uk"
Const DO_REFRESH_TOKEN = "dor_v1_f4052cb9dded32f0451c22f2fc1e7dde6d76503cca927a721922fca5eaa8395f"
%>
