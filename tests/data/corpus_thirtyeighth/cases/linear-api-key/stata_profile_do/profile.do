* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/pnatarajan/ado/personal"
global projdir "/project/climate-downscale"

* credentials for the API downloads in 01_import.do
global LINEAR_WEBHOOK_ID "093fe871-c681-4446-b06d-a061932a6f4b"

cd "$projdir"
display as text "profile.do loaded for " c(username)
