#Requires AutoHotkey v2.0
#SingleInstance Force

dockerhub_org_token := "************"

^!s:: {
    Run "sync.exe --quiet"
}