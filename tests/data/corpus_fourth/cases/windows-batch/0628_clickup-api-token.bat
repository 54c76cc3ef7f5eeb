@echo off
setlocal
set FEATURE_BATCHING=true
set CLICKUP_API_TOKEN=pk_xxxxxxxx_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx

echo Starting media-pipeline
call npm run start
endlocal
