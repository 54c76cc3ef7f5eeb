* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/lvermeer/ado/personal"
global projdir "/project/wgs-trio"

* credentials for the API downloads in 01_import.do
global WANDB_API_TOKEN "9542f6fb1bf89ac9270a6403f08d2932c0a06125"

cd "$projdir"
display as text "profile.do loaded for " c(username)
