<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Oakhurst Vets"
Const ADMIN_EMAIL = "office@oakhurst-vets.co.uk"
Const REPLICATE_MODEL_VERSION = "57a2a2833e68aa666a458ab0e2fa610da6f6af30c7cc1d4e1e6cfe69c30be970"
%>
