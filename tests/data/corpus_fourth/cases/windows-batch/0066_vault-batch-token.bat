@echo off
setlocal
set CACHE_TTL_SECONDS=300
set VAULT_ADDR=https://vault.jsdsnat.internal:8200
set VAULT_TOKEN=hvb.AAAAAQxLf9css0s1co1PG8TsOBUGPM1zbTaP4Uq9N6lxXHmVknikfi6-_FeZ-ou-jvzzRtLrPVjRc6drT8XtyzoxrX98r6ouw2eDawV_KrSPXPaNB2C1zSCFCsXr7qV_PvLC4A
set FEATURE_BATCHING=true

echo Starting crm-bridge
call npm run start
endlocal
