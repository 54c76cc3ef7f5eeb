* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/hchen/ado/personal"
global projdir "/project/md-membranes"

* credentials for the API downloads in 01_import.do
global ATLASSIAN_CLOUD_ID "ebd9ceeb-ad8c-47cb-8e42-8e8d171bd7bc"

cd "$projdir"
display as text "profile.do loaded for " c(username)
