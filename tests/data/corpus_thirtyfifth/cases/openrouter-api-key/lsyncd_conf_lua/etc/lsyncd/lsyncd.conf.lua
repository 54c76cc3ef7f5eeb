-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local openai_api_key = "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"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.8.178.197",
    targetdir = "/srv/www",
    delay = 5,
}
