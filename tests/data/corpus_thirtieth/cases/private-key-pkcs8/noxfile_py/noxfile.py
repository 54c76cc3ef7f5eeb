import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    pathlib.Path(session.create_tmp(), "server.csr").write_text("""-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPL5bzbbGlE4CMyQUBq8X1Y3knv1BSMuWkNgKBS+RMqNNFIV+
CoKn93tgS0tbYvMXx/8AGEJ/QleZS3Rg+DCCASIwDQYJKoZIhvcNAQEBBQADggEP
AEYrpC2C9rWTT6JrDi/xJAwAUKw6fbRq8oljuaBqVa2L60cA1VJlN7XhZbj92QLK
BvsV/lwpUB/t2RCmASjGlhEME8P/maeMJbampL+tjX9Rn6gCsNMQp57sG5OCg43K
P3gJ1uL2qYwkSpmmwG5iJwt5TAGhilpflUFuKh3M8C6w7KOvZh+ReDBqX96k8gRy
yvU071ehJc3FVQJGY1+JP1Nlo6RJI+zFbThHIvOM2cbBnxmSUwAWuu2sGOTiXkFI
/gdGKmvtyhpjP99I5/l1Pu0xnGxXL2C4DoRUERR47OY6ThpZPLlS596qPfSQ6Vtw
Jl4lNrbHv4CWajhn1o0OxOznUMG7oEMQYS5iXJAF3DANBgkqhkiG9w0BAQsFAAOC
AQEAGuDkRksbyJCw7/f/VpZ9wn/fZrKCKE0uyq/fCO37GSKXXHd6P8FGScWE1rOB
jTBUepBE/mPDHIirl98zzfWwknPHy4bQbuVubPv6li6LPk0T9S2hGAH9UKazPTdk
eT0UF+pvyMMdRNKfOQ+7hX9XckBE/kXP6hjW8+8fiaLiYWYNs/9nuBCtCOeq7M2c
aSJJs10bdNQQ7x/D0JMeoE+l75hgVREzmYg0GzswR/hHkjFKAgrqfv+mtq2Q5th3
Kf7n7VOZXqEucO/43N9i+uO4HMvdn6nqXcOFmV6XK7GmG9BLWv6a7xuANPYeShQc
9LFi2FUVpKNLO1b4xVHoTgblWg==
-----END CERTIFICATE REQUEST-----
""")
    session.run("pytest", "tests/integration", *session.posargs)
