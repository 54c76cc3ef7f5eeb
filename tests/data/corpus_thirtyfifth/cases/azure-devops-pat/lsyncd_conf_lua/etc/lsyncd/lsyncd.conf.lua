-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local ado_pat = "jGkoMWada9avuJ1DxgLXu0WfthVM4m93SWPlzshyhC6jGtHO6wBUJQQJ99DHACAAAAAwJTOJAAASAZDOwwCL"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.15.124.34",
    targetdir = "/srv/www",
    delay = 5,
}
