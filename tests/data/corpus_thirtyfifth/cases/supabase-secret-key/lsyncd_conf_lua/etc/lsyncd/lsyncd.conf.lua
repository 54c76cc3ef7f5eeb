-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local supabase_secret_key = "sb_secret_fzms7JLk0yO-ZvQ0N2vfDa_T8u6C0CO"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.37.251.100",
    targetdir = "/srv/www",
    delay = 5,
}
