@echo off
setlocal
set FEATURE_BATCHING=true
set FASTLY_API_TOKEN=ft20DeKRpauhiP9HpqXfrqrMcBhDBhOP
set RETRY_MAX_ATTEMPTS=5

echo Starting ingest-gw
call npm run start
endlocal
