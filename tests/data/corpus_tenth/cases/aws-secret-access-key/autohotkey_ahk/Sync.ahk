#Requires AutoHotkey v2.0
#SingleInstance Force

aws_secret_access_key := "bUjzAyAlohrpqbG0QYrzlUXlvaD8YVIuVM6P5eHR"

^!s:: {
    Run "sync.exe --quiet"
}
