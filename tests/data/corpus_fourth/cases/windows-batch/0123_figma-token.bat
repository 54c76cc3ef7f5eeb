@echo off
setlocal
set APP_ENV=production
set KEY=figd__3BgWtIHzVGIb4EGqroD_R0UE9hSKJcnqc5UCxps

echo Starting notify-worker
call npm run start
endlocal
