<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Bluewater Bakery"
Const ADMIN_EMAIL = "office@bluewater-bakery.com"
Const JFROG_URL = "https://kestrelworks.jfrog.io"
%>
