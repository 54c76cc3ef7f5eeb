* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/mokafor/ado/personal"
global projdir "/project/cohort-ms"

* credentials for the API downloads in 01_import.do
global PINECONE_API_KEY "pcsk_prirS_DPBkDFRFHoeCe50P5tBP5FskjChUMaVr4YWnXpGdJD9DVGvrD0YBauGvetnyJO3"

cd "$projdir"
display as text "profile.do loaded for " c(username)
