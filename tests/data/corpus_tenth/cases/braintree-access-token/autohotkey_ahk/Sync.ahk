#Requires AutoHotkey v2.0
#SingleInstance Force

BraintreeAccessToken := "access_token$sandbox$4p8342lzlvcae409$3eba86f3e9a444377598c1f1f7290268"

^!s:: {
    Run "sync.exe --quiet"
}
