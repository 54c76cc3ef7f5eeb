#Requires AutoHotkey v2.0
#SingleInstance Force

NewRelicInsertKey := "NRII-wToNgHltcAQqeJoEBTkZr9aA6TNQplOD"

^!s:: {
    Run "sync.exe --quiet"
}
