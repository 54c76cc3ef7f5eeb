<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Northgate Florist"
Const ADMIN_EMAIL = "office@northgate-florist.net"
Const OPENROUTER_BASE_URL = "https://openrouter.ai/api/v1"
%>
