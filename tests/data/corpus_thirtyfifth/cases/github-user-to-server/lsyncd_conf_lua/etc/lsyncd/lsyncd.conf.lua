-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local github_app_user_token = "ghu_ZgpzZhzdlS7GcH2CcY7FkHWldqjFLW03GJ1g"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.6.244.41",
    targetdir = "/srv/www",
    delay = 5,
}
