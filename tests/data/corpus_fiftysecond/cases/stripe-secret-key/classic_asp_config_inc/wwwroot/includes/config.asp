<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Millbrook Hardware"
Const ADMIN_EMAIL = "office@millbrook-hardware.co.uk"
Const STRIPE_ACCOUNT_ID = "acct_1HHtz4JNsSHx7vFh"
%>
