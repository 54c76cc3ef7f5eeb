#Requires AutoHotkey v2.0
#SingleInstance Force

VaultRecoveryToken := "hvr.CAESIFXFS7BgxH9IO1IQm15Y9nzgXn4v5K3RHg88uB7RPzn-Gh4KHGh2ci52cXljZW01Q1E3Q1NKN0dGRmc3OFBta1c"

^!s:: {
    Run "sync.exe --quiet"
}
