* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/jdoe/ado/personal"
global projdir "/project/climate-downscale"

* credentials for the API downloads in 01_import.do
global TYPEFORM_TOKEN "tfp_DiSITiUuzbqxu8kgZRsXnVVelGuG8geLQtCXyWRBHoEy_WJvbFzmWYbTVms"

cd "$projdir"
display as text "profile.do loaded for " c(username)
