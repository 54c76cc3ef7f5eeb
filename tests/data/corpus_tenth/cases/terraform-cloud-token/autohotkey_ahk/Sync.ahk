#Requires AutoHotkey v2.0
#SingleInstance Force

tf_token_app_terraform_io := "m8b0NtUDuYFaVX.atlasv1.ytG2SyXMGXeYJJ4H7jiYE9BN9Z0gkLs24zvJf0xPgj2iqKHTUxM8tlUYJVvfXWMwvcX"

^!s:: {
    Run "sync.exe --quiet"
}
