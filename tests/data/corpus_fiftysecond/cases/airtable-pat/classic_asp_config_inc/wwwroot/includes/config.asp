<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Harbourline Dental"
Const ADMIN_EMAIL = "office@harbourline-dental.com"
Const AIRTABLE_TOKEN = "pat56O4jmlUz7JLn2.3564c26ff32b44f55e7fb30e8fc040853c014f3343a8a4ce6d064c6607e0189a"
%>
