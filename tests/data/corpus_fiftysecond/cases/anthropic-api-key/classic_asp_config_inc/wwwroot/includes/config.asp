<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Bluewater Bakery"
Const ADMIN_EMAIL = "office@bluewater-bakery.com"
Const ANTHROPIC_TOKEN = "sk-ant-api03-Tsa778gpIdYEd0HN3zFUXrSqu2_7nt2e5AVDtL-t9ew_0HJsst2f91TBiSc11zkOYTOmgOsBIfByRhsHA_D57nBgneoROAA"
%>
