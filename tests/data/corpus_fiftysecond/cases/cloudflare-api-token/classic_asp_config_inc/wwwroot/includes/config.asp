<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Cedarfield Accounting"
Const ADMIN_EMAIL = "office@cedarfield-accounting.com"
Const CF_API_TOKEN = "cl0MBaGnvPD_NlX6udDsd7FxrT3RXeEPReAhSkFB"
%>
