<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Pinecrest Motors"
Const ADMIN_EMAIL = "office@pinecrest-motors.com"
Const SQUARE_APPLICATION_ID = "sq0idp-1CIXVgRbVEoxbBBxZJeL-A"
%>
