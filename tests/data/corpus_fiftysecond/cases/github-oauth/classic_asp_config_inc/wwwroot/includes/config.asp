<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Oakhurst Vets"
Const ADMIN_EMAIL = "office@oakhurst-vets.co.uk"
Const GITHUB_CLIENT_ID = "Ov23liX502jqzXUh5hMv"
%>
