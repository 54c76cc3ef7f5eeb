@echo off
setlocal
set LOG_LEVEL=info
set DATABASE_USERNAME=jaapwvfhq30g
set DATABASE_HOST=aws.connect.psdb.cloud
set DATABASE_PASSWORD=pscale_pw_xeHaGcXPSOOvynjCVdoy3jnBCGMEIFL8kVgsHNIl8TZ
set FEATURE_BATCHING=true
set CACHE_TTL_SECONDS=300

echo Starting reports
call npm run start
endlocal
