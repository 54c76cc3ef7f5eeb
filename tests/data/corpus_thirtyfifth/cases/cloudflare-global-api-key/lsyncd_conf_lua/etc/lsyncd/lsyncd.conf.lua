-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local cloudflare_email = "deploy@larkspur.dev"
local cf_global_api_key = "fe1487c9825d3639158aa111bfb22bd1779d8"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.5.118.157",
    targetdir = "/srv/www",
    delay = 5,
}
