* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/jdoe/ado/personal"
global projdir "/project/cohort-ms"

* credentials for the API downloads in 01_import.do
global HF_API_TOKEN "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"

cd "$projdir"
display as text "profile.do loaded for " c(username)
