@echo off
setlocal
set HTTP_TIMEOUT=30
set CI_JOB_TOKEN=%CI_JOB_TOKEN%

echo Starting crm-bridge
call npm run start
endlocal
