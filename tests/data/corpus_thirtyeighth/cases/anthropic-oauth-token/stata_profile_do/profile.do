* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/rgarcia/ado/personal"
global projdir "/project/rnaseq-atlas"

* credentials for the API downloads in 01_import.do
global ANTHROPIC_AUTH_TOKEN "sk-ant-ort01-6ICbPrq3fA7qVF7L6Hd9OfwNRBPV3fJvKpQ13KH7QZzuOvn-zpji-HK4-PF0exzyVdQyrwXJdUpY-1h4skuGF2FmqWjNjAA"

cd "$projdir"
display as text "profile.do loaded for " c(username)
