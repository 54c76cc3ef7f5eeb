* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/rgarcia/ado/personal"
global projdir "/project/wgs-trio"

* credentials for the API downloads in 01_import.do
global AUTH_TOKEN "pscale_oauth_4nI8vudOy4HxAAGn9Zf9Z1jllEjiTMS5X4ulVYwlPiW"

cd "$projdir"
display as text "profile.do loaded for " c(username)
