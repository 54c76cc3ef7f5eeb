<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Harbourline Dental"
Const ADMIN_EMAIL = "office@harbourline-dental.com"
Const NEXT_PUBLIC_FACEBOOK_APP_ID = "3303748431955401"
%>
