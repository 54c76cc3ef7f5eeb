* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/hchen/ado/personal"
global projdir "/project/rnaseq-atlas"

* credentials for the API downloads in 01_import.do
global PIPELINE_TRIGGER "glptt-5785f76b04e2ad6aebd714428c6688dbd8940533"

cd "$projdir"
display as text "profile.do loaded for " c(username)
