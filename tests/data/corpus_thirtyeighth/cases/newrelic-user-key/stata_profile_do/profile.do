* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/mokafor/ado/personal"
global projdir "/project/rnaseq-atlas"

* credentials for the API downloads in 01_import.do
global NEW_RELIC_USER_KEY "NRAK-C59KWFVXD2G0R8NX9MPKBV8OWRT"

cd "$projdir"
display as text "profile.do loaded for " c(username)
