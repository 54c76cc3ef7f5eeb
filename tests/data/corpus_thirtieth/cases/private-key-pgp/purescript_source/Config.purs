module Checkout.Config where

tlsKey :: String
tlsKey = """-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEZLwsWhYJKwYBBAHaRw8BAQdApVKJj1Hr3puqt7FIKYJ4v/AZ09s3R2U+ugk4
c5USGiTNJVJlbGVhc2UgQm90IDxyZWxlYXNlQGtlc3RyZWx3b3Jrcy5pbz7CfAQT
Fgqwv4rMjMJSrOorh0E3M2hWInyAMSsdSzdf+jmxat2e5NGOe5mLtDNije4dccbw
Xs8ffP5w02nSPHkGwtAjCuQX5nXthibQrNBHGuM1hVneK82w7ap8RRkN3vX41N+i
916awN14hw2YhLYwwdf29BMSzNhNiE1+6Ko=
=4IGQ
-----END PGP PUBLIC KEY BLOCK-----"""
