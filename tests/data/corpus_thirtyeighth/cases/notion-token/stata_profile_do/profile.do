* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/pnatarajan/ado/personal"
global projdir "/project/wgs-trio"

* credentials for the API downloads in 01_import.do
global NOTION_SECRET "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"

cd "$projdir"
display as text "profile.do loaded for " c(username)
