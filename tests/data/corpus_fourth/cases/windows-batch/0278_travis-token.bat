@echo off
setlocal
set APP_ENV=production
set TRAVIS_API_TOKEN=crVVmIXssO1g7zqHdvd_yR
set FEATURE_BATCHING=true

echo Starting ingest-gw
call npm run start
endlocal
