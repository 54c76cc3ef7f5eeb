* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/jdoe/ado/personal"
global projdir "/project/climate-downscale"

* credentials for the API downloads in 01_import.do
global HUBSPOT_ACCESS_TOKEN "pat-na1-5d69810d-dcf3-4df5-baaa-3ab009eedd2f"

cd "$projdir"
display as text "profile.do loaded for " c(username)
