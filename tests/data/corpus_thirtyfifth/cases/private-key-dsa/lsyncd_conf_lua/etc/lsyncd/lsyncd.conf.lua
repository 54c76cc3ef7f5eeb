-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local ssh_private_key = [[
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDvwYYU68myy2RFDEADVJtR3MXgN1XQxYP/n2e27ZKvmVO19YSJ
49KF4ldTfBR8W3xkVX7BW21bYHZPo/DHv++pzzBndFLqrp8I3qJo7e9kWs1wOpnb
vQdFTADJAHVWZiuNXX+00rXCsEBDsmYuEvkR8Eb/QYL80pWLTA69BY0/cQIVAML9
JCRpYUm1SRBbXngDnnScnV4rAoGBAPCk7BYJTNyvVe05YZFNQNqVkfgEN4z4kpPF
NB19FYkK0lobUhthxfJ8+n63BE60qfkvppSWY5TCeFk97r5VMuWTahkh2b/tQPEI
EoyS9QJMRdD7gL9ebFtYGY3dCvz0Gi6jf1T4lFau+EAvsg7iHW2LnE+L8A+OeFBn
IHIdUMVyAoGBAIa4hB7dXRNlyRYlK6NB44kersgzCy1w4fbhvvQcPDOmybANVey2
vM54koW+TJl3fDMJxyObcERoiT4FHKGWefdc0Hvs9ohg+PCxvRA2J4gBnFq7Ammz
HVbriDCiyNTzmWeu7XW5RSQrSF7eaY++RUPW89vMS4sIME3jrGVb5chxAhUA7QrK
bNUKi3Dyv0itYUL7ILOE92s=
-----END DSA PRIVATE KEY-----
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.20.209.112",
    targetdir = "/srv/www",
    delay = 5,
}