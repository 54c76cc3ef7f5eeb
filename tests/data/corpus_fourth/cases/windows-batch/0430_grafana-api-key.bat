@echo off
setlocal
set RETRY_MAX_ATTEMPTS=5
set GRAFANA_API_KEY=eyJrIjoiakFXRHFaVld2d0dWa1lucTZRaTN5dTRleEJ4ZFNDTTkiLCJuIjoiYmFja3VwLWpvYiIsImlkIjoyfQ==

echo Starting orders-api
call npm run start
endlocal
