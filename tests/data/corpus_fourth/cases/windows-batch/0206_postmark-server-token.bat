@echo off
setlocal
set CACHE_TTL_SECONDS=300
set POSTMARK_SERVER_TOKEN=89c0ff60-1fbb-4463-88a4-f11a74a673da
set RETRY_MAX_ATTEMPTS=5

echo Starting support-bot
call npm run start
endlocal
