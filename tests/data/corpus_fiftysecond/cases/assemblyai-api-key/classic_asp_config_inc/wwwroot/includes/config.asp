<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Pinecrest Motors"
Const ADMIN_EMAIL = "office@pinecrest-motors.com"
Const ASSEMBLYAI_KEY = "b4bb2526396d54ceb3f6de46e425b937"
%>
