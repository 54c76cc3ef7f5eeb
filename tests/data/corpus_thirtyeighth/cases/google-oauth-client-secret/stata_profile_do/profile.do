* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/rgarcia/ado/personal"
global projdir "/project/md-membranes"

* credentials for the API downloads in 01_import.do
global GOOGLE_CLIENT_ID "500328674463-pxfsyolkmcl1vnp49q2142xcbap7wouo.apps.googleusercontent.com"
global AUTH_GOOGLE_SECRET "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"

cd "$projdir"
display as text "profile.do loaded for " c(username)
