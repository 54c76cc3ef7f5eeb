#Requires AutoHotkey v2.0
#SingleInstance Force

NpmToken := "662207d8-beeb-43f6-a6eb-4a60d154031e"

^!s:: {
    Run "sync.exe --quiet"
}
