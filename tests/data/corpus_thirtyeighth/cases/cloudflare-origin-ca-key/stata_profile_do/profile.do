* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/mokafor/ado/personal"
global projdir "/project/cryoem-2024"

* credentials for the API downloads in 01_import.do
global ORIGIN_CA_KEY "v1.0-7e810e76f5fae889feea017a-c2c3c619004531b6c69e24b4f1389a86ed2245a588bf3bab58c45ca27d579ef993fde9f93f5aa9e659e8623b8a88f22873c2c7e0770e915c682cd8edbb9bdb98211204b8fdd57fa66c"

cd "$projdir"
display as text "profile.do loaded for " c(username)
