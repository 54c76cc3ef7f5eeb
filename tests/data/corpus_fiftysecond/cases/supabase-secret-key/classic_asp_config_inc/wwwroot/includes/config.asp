<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Pinecrest Motors"
Const ADMIN_EMAIL = "office@pinecrest-motors.com"
Const SUPABASE_SECRET_KEY = "sb_secret_KYWBw7OAcAPeO8Enm7ptjN_n0226py5"
%>
