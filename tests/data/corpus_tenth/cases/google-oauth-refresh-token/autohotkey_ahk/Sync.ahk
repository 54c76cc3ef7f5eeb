#Requires AutoHotkey v2.0
#SingleInstance Force

gs_oauth2_refresh_token := "sm://kestrel-prod/google-oauth-refresh-token"

^!s:: {
    Run "sync.exe --quiet"
}
