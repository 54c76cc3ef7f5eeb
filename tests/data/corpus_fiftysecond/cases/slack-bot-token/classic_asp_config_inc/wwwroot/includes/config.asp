<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Millbrook Hardware"
Const ADMIN_EMAIL = "office@millbrook-hardware.co.uk"
Const SLACK_BOT_TOKEN = "xoxb-6624674632936-6724080088044-QzQC6MkRXGFCh8sh7JeuRe5I"
%>
