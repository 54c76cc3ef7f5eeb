-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local render_api_key = "rnd_GhnhPbQ654HcBVcRO85K3z0e"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.29.72.230",
    targetdir = "/srv/www",
    delay = 5,
}
