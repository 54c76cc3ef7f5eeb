-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local ngrok_api_key = "2zF1Qhw1tkAi85lxJphe3FcNmqy_6DjqjQtlvh2vHffH6aLZR"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.38.168.238",
    targetdir = "/srv/www",
    delay = 5,
}
