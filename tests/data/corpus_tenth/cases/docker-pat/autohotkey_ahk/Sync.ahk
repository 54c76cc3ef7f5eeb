#Requires AutoHotkey v2.0
#SingleInstance Force

DockerUsername := "mokafor"
DockerPassword := "dckr_pat_Yr9rel7niFNtij21CwPs1uPU1xS"

^!s:: {
    Run "sync.exe --quiet"
}
