#Requires AutoHotkey v2.0
#SingleInstance Force

pscale_oauth := "pscale_oauth_h3NtXxSwSeow2-YayWGBR76qDMY-hSut-TGoWJDlLjS"

^!s:: {
    Run "sync.exe --quiet"
}
