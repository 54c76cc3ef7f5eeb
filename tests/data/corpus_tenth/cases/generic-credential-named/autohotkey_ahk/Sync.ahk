#Requires AutoHotkey v2.0
#SingleInstance Force

cookie_secret := "auMOrySuuI1IGc0BDpcUfLAuAqoLfRKZoLRlxQMJKC0="

^!s:: {
    Run "sync.exe --quiet"
}
