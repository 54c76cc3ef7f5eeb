<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Pinecrest Motors"
Const ADMIN_EMAIL = "office@pinecrest-motors.com"
Const HCLOUD_SSH_KEY_FINGERPRINT = "9c:6e:b6:af:0c:46:3a:d6:1d:73:4e:da:17:93:7e:3a"
%>
