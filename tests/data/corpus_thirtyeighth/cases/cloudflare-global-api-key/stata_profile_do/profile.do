* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/mokafor/ado/personal"
global projdir "/project/md-membranes"

* credentials for the API downloads in 01_import.do
global CLOUDFLARE_EMAIL "etl_reader@larkspur.dev"
global CF_AUTH_KEY "60f34442aae608400f84311833cf42ff2f069"

cd "$projdir"
display as text "profile.do loaded for " c(username)
