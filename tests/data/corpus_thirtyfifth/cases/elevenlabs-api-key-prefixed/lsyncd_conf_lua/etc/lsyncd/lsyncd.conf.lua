-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local elevenlabs_key = "sk_3ce2871a81a0dc7b8665f0c08b24a2c20208096a396373ea"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.21.29.188",
    targetdir = "/srv/www",
    delay = 5,
}