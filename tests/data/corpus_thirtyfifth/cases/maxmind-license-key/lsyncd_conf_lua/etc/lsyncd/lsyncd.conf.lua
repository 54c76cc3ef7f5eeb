-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local maxmind_account_id = "265609"
local maxmind_license_key = "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"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.24.12.138",
    targetdir = "/srv/www",
    delay = 5,
}
