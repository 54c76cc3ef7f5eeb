#Requires AutoHotkey v2.0
#SingleInstance Force

gitlab_job_token := "glcbt-8c_Az0yhpPJ8J6hF7y8TsMB"

^!s:: {
    Run "sync.exe --quiet"
}
