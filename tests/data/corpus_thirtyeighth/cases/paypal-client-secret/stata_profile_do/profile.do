* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/lvermeer/ado/personal"
global projdir "/project/cryoem-2024"

* credentials for the API downloads in 01_import.do
global PAYPAL_CLIENT_ID "AB1qaeezAx0lZw7LxmvbCy_f99chgt2OKUt_Legwrzgn4jgBImLUzkr7K1hbxAQ9OURethm7gcDelzHE"
global PAYPAL_CLIENT_SECRET_LIVE "EzeapbZrSbLn51V18UKW0ATupfexbp3-Ha6gKxxDHSVWVX4rLmr6sKFn_HIdlGQCrAk21aD2uNENTu_0"

cd "$projdir"
display as text "profile.do loaded for " c(username)
