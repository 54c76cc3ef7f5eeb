<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Millbrook Hardware"
Const ADMIN_EMAIL = "office@millbrook-hardware.co.uk"
Const TEAMS_TENANT_ID = "f9067d60-55f4-47af-a58e-36c65f5cdd85"
%>
