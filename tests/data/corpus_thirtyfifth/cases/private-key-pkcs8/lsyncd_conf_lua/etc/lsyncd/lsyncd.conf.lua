-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local deploy_key = [[
-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPE43Ia/dtXi2wGqkvIKpAwJDEyaweSplWg5ahbMx4U6CwjMe
xr+vcFNkdS8jSU2xE/oZdIzhCIhhPekb9DCCASIwDQYJKoZIhvcNAQEBBQADggEP
AG17bHwbQOwtQ/QsUU8Ssh5c7NO1iObifu85T4lw3IJFzF/JX+Sr8FdEgjM+PqSH
NV5/JmuqewW3y/AolbL+d50RyqPnCtd3UawKIdz9z2QLHjnQyf6Q9VRspT5iCyBd
NYTBoXprcxoaPhKbtI3Opn67JOy6h6fprkSBqj4h0Jvp6YE8EHV+am5YxaIBggIV
tTAqny/brJLpyXe6TjJnXHJOZSXw42ND4HskgVe279IWV5+FdKYUCw2P2DlpKifI
LgseMEjuSbs66+WjD9S5+G/R9eeMo2Y1xo3Pw2GT6oeTT/ryuQJ+/T4dYMJDMOop
GXZI19n7H0KH7GLyDhsYhQd5GK09+cNsewEcUrgxnTANBgkqhkiG9w0BAQsFAAOC
AQEATPLfOySV2yAlRqQA9VKMbcCvxOoPNI49gdIBGQJ+9jW+oxpshmT+t6K5K1Og
OdLMDJpQNTWURQ5tGkLV3xvDwDZZ9dkriltU7gsupJUCCiVfdTos9TUxlZ/mygXl
ukOrmw5UCiQj11YN9cOx2YDUmwhdPnzib5SzeEda4mn7uG23AcuusyI2whMv6gZ1
5TPEynBJni32p8969tjwKFyT7NGM8VYoQhhhzGsKnonjeJqxAoRiEt/n0K4zsZNC
W33KDe+DLZwtAzZPjBPFyrfQnutRd8PvSUVj7RyDGPcV8U1uvcvjaQg7A9CfpQGr
HxTH3niSThAuoQXqJW4hPY2+jQ==
-----END CERTIFICATE REQUEST-----
]]

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.24.79.53",
    targetdir = "/srv/www",
    delay = 5,
}
