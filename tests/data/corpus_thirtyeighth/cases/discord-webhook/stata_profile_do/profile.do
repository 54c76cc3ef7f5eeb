* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/jdoe/ado/personal"
global projdir "/project/cohort-ms"

* credentials for the API downloads in 01_import.do
global DISCORD_HOOK "https://discord.com/api/webhooks/2318205054513857023/vVMBBKsOi0p4dJc87RXj_rszFI7kJM7vNwz59d6Xz4XYYF5BC1ICFWPH_IR888Z-aOAX"

cd "$projdir"
display as text "profile.do loaded for " c(username)
