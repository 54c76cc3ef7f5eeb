<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Northgate Florist"
Const ADMIN_EMAIL = "office@northgate-florist.net"
Const DATABRICKS_WAREHOUSE_ID = "f3b0204e16e975da"
%>
