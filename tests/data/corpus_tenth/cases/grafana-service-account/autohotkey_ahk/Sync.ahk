#Requires AutoHotkey v2.0
#SingleInstance Force

grafana_service_account_token := "changeme"

^!s:: {
    Run "sync.exe --quiet"
}
