import os

JWT_SIGNING_KEY = """-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIIG/usiXyIN67LryPgnTphbCTDLcp0YObAvRw8pNm8jEoAoGCCqGSM49
AwEHoUQDQgAE4KoolClbBaVxfkYLeVF+CHSj2gX/pjhA7rfxkpwlI4YgNRFwRwEy
bVScp2LJW+RNBY5twtcl47gISrtiez+zDw==
-----END EC PRIVATE KEY-----"""


def load():
    return JWT_SIGNING_KEY
