<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Northgate Florist"
Const ADMIN_EMAIL = "office@northgate-florist.net"
Const DYNATRACE_TOKEN = "dt0c01.8PRWCEPP50NLFI6C2CKPVDBQ.8IFZRM86LHXLRH6AEKS4ZACQL39VATAK4CDAA5SYYMH7B96UMCWFG01YB4QVUUYL"
%>
