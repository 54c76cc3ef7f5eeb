<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Pinecrest Motors"
Const ADMIN_EMAIL = "office@pinecrest-motors.com"
Const MAXMIND_ACCOUNT_ID = "672661"
Const MAXMIND_LICENSE_KEY = "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"
%>
