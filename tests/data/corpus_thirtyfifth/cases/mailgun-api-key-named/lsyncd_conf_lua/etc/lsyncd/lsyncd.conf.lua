-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local mailgun_domain = "mg.larkspur.dev"
local mailgun_api_key = "4995358d2840f3642b1b5b0d54ec9e9b-f7bb8f05-b7593bdb"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.31.170.247",
    targetdir = "/srv/www",
    delay = 5,
}
