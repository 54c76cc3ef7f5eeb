-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local shopify_api_password = "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"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.12.240.136",
    targetdir = "/srv/www",
    delay = 5,
}
