-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local fcm_server_key = "AAAAoWh5wzw:APA91bFkmMa5uvkZ8puZvdhb2MKXYhDr2lA1_ampMhJ9mPHnfDEUr-WMav0rVzeQALwbBnjQASNHAAF-4N9Bd8IGtm5HV-omydM3RJksP5uyRGJJjieg5k_4gSdbCU_0Y9HNj5P5VZBw"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.5.232.201",
    targetdir = "/srv/www",
    delay = 5,
}
