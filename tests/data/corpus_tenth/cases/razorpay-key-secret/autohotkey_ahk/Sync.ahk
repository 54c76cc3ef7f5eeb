#Requires AutoHotkey v2.0
#SingleInstance Force

razorpay_key_id := "rzp_live_EQMbQ7Sx6fDIs7"
razorpay_secret := "b7xiOHOre43zYciS8wFqn4MJ"

^!s:: {
    Run "sync.exe --quiet"
}
