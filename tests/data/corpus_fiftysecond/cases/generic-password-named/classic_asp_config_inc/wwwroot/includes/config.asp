<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Millbrook Hardware"
Const ADMIN_EMAIL = "office@millbrook-hardware.co.uk"
Const PASSWORD_HASH = "$2b$12$OwBuLpCUaZnizh/nj7JdElbKIyhoQeCK167VDPdJGm9K/bIO1G5rW"
%>
