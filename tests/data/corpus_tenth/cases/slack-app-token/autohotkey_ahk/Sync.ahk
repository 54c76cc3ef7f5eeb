#Requires AutoHotkey v2.0
#SingleInstance Force

socket_mode_token := "xapp-1-AS7PJZJNDHQ-4662097557150-8c69819f18c4a34dbf65e6d97aa2c13310fb8c5145f23e15470784b70df85813"

^!s:: {
    Run "sync.exe --quiet"
}