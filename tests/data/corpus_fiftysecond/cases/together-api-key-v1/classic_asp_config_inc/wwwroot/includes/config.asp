<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Bluewater Bakery"
Const ADMIN_EMAIL = "office@bluewater-bakery.com"
Const API_TOKEN = "tgp_v1_FLCsHMncQwfRdk991xUIKIWT-o6yI-fhAijJVaY9E5w"
%>
