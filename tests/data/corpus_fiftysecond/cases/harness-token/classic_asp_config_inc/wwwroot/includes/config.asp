<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Millbrook Hardware"
Const ADMIN_EMAIL = "office@millbrook-hardware.co.uk"
Const HARNESS_ACCOUNT_ID = "lSR6X4jXs68JVhBpjjarjh"
%>
