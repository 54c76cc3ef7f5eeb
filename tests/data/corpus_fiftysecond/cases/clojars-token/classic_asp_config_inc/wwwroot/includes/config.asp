<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Cedarfield Accounting"
Const ADMIN_EMAIL = "office@cedarfield-accounting.com"
Const CLOJARS_PASSWORD = "CLOJARS_701423e88a1c0f36ed34847a00f1012619548be9e7b88e14aecfd027e9a4"
%>
