<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Bluewater Bakery"
Const ADMIN_EMAIL = "office@bluewater-bakery.com"
Const DISCORD_HOOK = "https://discordapp.com/api/webhooks/0317904942035357114/r2zN8g4WogKtwEbtMfGMHo5vuLLPfrJ9sIM4ThoTA-K8uo8qY7trd0kw9LUj5u4GZwAP"
%>
