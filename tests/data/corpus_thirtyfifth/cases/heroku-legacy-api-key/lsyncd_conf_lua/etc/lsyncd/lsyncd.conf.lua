-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local heroku_api_token = "caa95a22-8252-49ec-b4a7-ffc05a2afdcb"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.25.250.163",
    targetdir = "/srv/www",
    delay = 5,
}
