@echo off
setlocal
set CACHE_TTL_SECONDS=300
set MISTRAL_API_KEY=rnkSINNoMN8vioeSX0LCVzFOpyBcelF5
set LOG_LEVEL=info
set RETRY_MAX_ATTEMPTS=5

echo Starting notify-worker
call npm run start
endlocal
