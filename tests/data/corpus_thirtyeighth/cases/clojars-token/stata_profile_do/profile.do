* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/rgarcia/ado/personal"
global projdir "/project/plate-qc"

* credentials for the API downloads in 01_import.do
global CREDENTIAL "CLOJARS_01307a589cc0029e58af8d1cac2bf6fe3d4f6d57bcb0fed940a98296234c"

cd "$projdir"
display as text "profile.do loaded for " c(username)
