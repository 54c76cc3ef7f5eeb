#Requires AutoHotkey v2.0
#SingleInstance Force

xi_api_key := "d43f2795eadcf711b744ce7eae1cff95"

^!s:: {
    Run "sync.exe --quiet"
}
