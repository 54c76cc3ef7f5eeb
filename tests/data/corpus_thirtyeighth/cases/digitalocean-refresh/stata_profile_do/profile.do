* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/mokafor/ado/personal"
global projdir "/project/cryoem-2024"

* credentials for the API downloads in 01_import.do
global DO_REFRESH_TOKEN "dor_v1_c8e96782106091440f07300e6a2cf9da16b510cd32a2c260971e1b016672ab7d"

cd "$projdir"
display as text "profile.do loaded for " c(username)
