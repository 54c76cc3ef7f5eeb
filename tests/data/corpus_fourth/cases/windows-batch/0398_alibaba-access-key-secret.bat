@echo off
setlocal
set APP_ENV=production
set ALIBABA_CLOUD_REGION_ID=cn-hangzhou
set ALIBABA_CLOUD_ACCESS_KEY_SECRET=wLlcXQIi7yUjXsIdgJaRD3lDgOuSXm
set FEATURE_BATCHING=true

echo Starting crm-bridge
call npm run start
endlocal
