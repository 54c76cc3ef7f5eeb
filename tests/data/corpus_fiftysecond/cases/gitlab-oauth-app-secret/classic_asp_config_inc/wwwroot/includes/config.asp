<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Millbrook Hardware"
Const ADMIN_EMAIL = "office@millbrook-hardware.co.uk"
Const GITLAB_OAUTH_APP_ID = "c81508f9be1bd19dcd8f5249cc761291717bb0711514b93e5982cfaca2b3dd8b"
%>
