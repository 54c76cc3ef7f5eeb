@echo off
setlocal
set FEATURE_BATCHING=true
set PINECONE_API_KEY=%PINECONE_API_KEY%

echo Starting status-page
call npm run start
endlocal
