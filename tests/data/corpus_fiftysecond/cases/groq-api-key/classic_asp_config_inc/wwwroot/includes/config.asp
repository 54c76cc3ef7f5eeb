<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Cedarfield Accounting"
Const ADMIN_EMAIL = "office@cedarfield-accounting.com"
Const GROQ_API_TOKEN = "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"
%>
