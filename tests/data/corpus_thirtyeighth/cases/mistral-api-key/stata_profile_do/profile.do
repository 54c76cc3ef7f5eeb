* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/tkowalski/ado/personal"
global projdir "/project/plate-qc"

* credentials for the API downloads in 01_import.do
global MISTRAL_AGENT_ID "ag:61ef34f3:20250507:support-router:0d6ac8ca"

cd "$projdir"
display as text "profile.do loaded for " c(username)
