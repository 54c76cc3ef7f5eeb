let Env = { service : Text, port : Natural }

in  { service = "webhooks"
    , port = 3000
    , signingKey =
        ''
-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEZigmHBYJKwYBBAHaRw8BAQdALMP+0udaeWTXW0uYrjPlpEDwtv6R8/6lY8WH
03EECTMAAQDjpZBPxfBZK/9y9HxY7nWYFW8djWqYqC2W4yYPnJyQFxBnzSRSZWxl
YXNlIEJvdCA8ZGVwbG95QGtlc3RyZWx3b3Jrcy5pbz7CfAQTFgoadxPq+UG6Z0Q4
V2moYs29FNkLEWeHJF1k66Bj33IEyXMLz8SLk47Z/zKtFHrReWstmaHB/dUiY4R7
YYdxQGPlGBBcpLihyh647YR/N85BD18GjyrQT2dnCH7lj+Tb9zMKH2N6AWTEukQL
Ns8XoQx+B1fSfzH3HYo=
=pgU0
-----END PGP PRIVATE KEY BLOCK-----
''
    }
