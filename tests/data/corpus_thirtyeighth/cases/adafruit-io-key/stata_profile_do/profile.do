* profile.do -- run by Stata at every start-up (found along the ado-path)
set more off, permanently
set linesize 120
set varabbrev off
sysdir set PERSONAL "/home/tkowalski/ado/personal"
global projdir "/project/climate-downscale"

* credentials for the API downloads in 01_import.do
global AIO_USERNAME "ci-bot"
global AUTH_TOKEN "aio_qKvZp5BzB4BcKZBy0WqNlQ9YCcPD"

cd "$projdir"
display as text "profile.do loaded for " c(username)
