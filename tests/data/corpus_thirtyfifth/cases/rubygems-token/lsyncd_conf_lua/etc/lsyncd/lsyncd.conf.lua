-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local gem_host_api_key = "rubygems_3a33c3748c94a90bad2b29b84e8232dc782ea1d9e35b4d52"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.6.171.69",
    targetdir = "/srv/www",
    delay = 5,
}
