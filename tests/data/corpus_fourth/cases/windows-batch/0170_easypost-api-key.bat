@echo off
setlocal
set CACHE_TTL_SECONDS=300
set API_TOKEN=EZAK9de041e27199eaa25ca6334775040c87e3839fb18003912ddead47
set APP_ENV=production
set LOG_LEVEL=info

echo Starting notify-worker
call npm run start
endlocal
