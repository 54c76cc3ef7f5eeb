@echo off
setlocal
set HTTP_TIMEOUT=30
set DOPPLER_TOKEN=dp.st.prd.D1M2d5oL7v21qFxbwt4Ao7wf62xv4FnduoplqYhKZvD
set APP_ENV=production
set RETRY_MAX_ATTEMPTS=5

echo Starting reports
call npm run start
endlocal
