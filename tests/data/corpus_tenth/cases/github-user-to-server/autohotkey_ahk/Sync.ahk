#Requires AutoHotkey v2.0
#SingleInstance Force

github_user_token := "ghu_6dq0yZ5MVYdLvXf6NO2XkTvoxi4nB91u6PGe"

^!s:: {
    Run "sync.exe --quiet"
}
