#Requires AutoHotkey v2.0
#SingleInstance Force

tavily_api_key := "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"

^!s:: {
    Run "sync.exe --quiet"
}
