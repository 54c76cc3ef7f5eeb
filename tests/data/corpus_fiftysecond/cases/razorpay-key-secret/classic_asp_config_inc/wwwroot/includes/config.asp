<%
' includes/config.asp - site settings, pulled into every page with <!--#include virtual="/includes/config.asp"-->
Option Explicit

Const SITE_NAME = "Harbourline Dental"
Const ADMIN_EMAIL = "office@harbourline-dental.com"
Const RAZORPAY_KEY_ID = "rzp_live_H3TUIZBTCHg1Bj"
Const RZP_KEY_SECRET = "QHaHfNO5XyBj9gWVSEZl5tmm"
%>
