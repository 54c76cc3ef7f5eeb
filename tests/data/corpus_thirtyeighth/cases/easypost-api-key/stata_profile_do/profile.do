* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/pnatarajan/ado/personal"
global projdir "/project/cryoem-2024"

* credentials for the API downloads in 01_import.do
global CREDENTIAL "EZAKd8WfDjwHdzJCiyPCTuyBtqhVKKJkdHeqSCb5gWtEPdUZ2CU5XXwBBO"

cd "$projdir"
display as text "profile.do loaded for " c(username)
