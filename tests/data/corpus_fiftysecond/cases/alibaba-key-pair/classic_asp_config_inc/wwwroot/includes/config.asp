<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Northgate Florist"
Const ADMIN_EMAIL = "office@northgate-florist.net"
Const ACCESS_ID = "LTAIZs5Ndf78r3ua5ns9CBMV"
Const ACCESS_KEY = "whP0Px90vOK7OnaKESIP6dV3Ihwv9z"
%>
