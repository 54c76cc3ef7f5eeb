#Requires AutoHotkey v2.0
#SingleInstance Force

WorkflowWebhook := "https://hooks.slack.com/triggers/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"

^!s:: {
    Run "sync.exe --quiet"
}
