* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/pnatarajan/ado/personal"
global projdir "/project/plate-qc"

* credentials for the API downloads in 01_import.do
global ALGOLIA_APP_ID "MAIEWHDZK8"
global ALGOLIA_ADMIN_API_KEY "137e136deed60f50d8e0bedb39acf5bd"

cd "$projdir"
display as text "profile.do loaded for " c(username)
