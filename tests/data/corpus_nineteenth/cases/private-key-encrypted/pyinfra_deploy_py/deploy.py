from io import StringIO

from pyinfra import host
from pyinfra.operations import files, server, systemd

files.directory(
    name="Create the notifier sync directory",
    path="/opt/notifier-sync",
    user="deploy",
    group="deploy",
)

files.put(
    name="Install signing.p8",
    src=StringIO("""-----BEGIN ENCRYPTED PRIVATE KEY-----
MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI3n6nz5JhHFECAggA
MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAEqBBCP2wmORBl5Z8EggDgZHN6PBIIE
0GRGWcu86x0wR5OVUzMkW+7JPF58DvgD/oS/W4l3sCTPVwn7bvpdi5WCNI4zfS4A
fMUOJipmJp0WUJT6cSwfGFyYUD0rldiw7qjnDDWONYk4vtisFoi1d5wDHBcUWitv
jlPPp60E9E8djqFWr0Jbq1uWJpMrsDQi8cF0xjCa3cC8mRwut4w1rR1xn1cLUBuN
WGCGp8LUy3+OBN5GTXjio4AOnI9Pvmgmnxre3U/Y9F9Vc1JrvXxZWz109Zy7D4sF
+2Mwh0/8DnhlvC+yxMERiDNWRfERxKn5W79gU8qEldKk50Ov6+D2HeKwoaGq5oB9
n6Za+qzGvsb94ou7CKzlznp5qzZq0XWVhTlOQCXiPLxkPP7X3OcPOlXrqSGMyKJI
poGJxodsN/EU+Y2he/XGFeA4iH8M9QC1FYMBZOdwrV6E1JQURtLQ4a5zNsF1lURk
6DwW3KZGtt4Y8S2JhMQLp7JY5tU6CCztIM8XkNYJg35DMNI8MG8UPSMDARjYumnd
lysGlRBIFFEs2WvSluvXfKbuVkgZK9FPTOKq9sXvcqCJwqvrHUaIkp/YxjF/jo40
X9YS4Oam1h1PZEpwHOfU/s0Bgwh4VwyOqQ+arnGaSSnGqfNJKyLqRSKD3tQGFfaD
Zi1bdP8Z7ObZJGZo1k+OVtLSgpj5YvtLVV6fVmmIG4u9RkKfMMS0z11FGhHC/c9J
iXhkMzwztXtDJ67dqe2lgf2XkqwfP49+f2QLlzB+57dpkc0oLiMznXbXKrIL0Apc
/lezY7SRYuMB7x9vcAI6m/00S6Mf91Pk164tCQaOAwSkhykzF7rj5qVUicSvCsHX
/m+kV27wSi7OjM0Z+oN7H+0/PK3lreeHovyIyGIYk3H3z+AstzAR4N7CfS0nnyfO
/qMc1yYqA/mBBHD9HxPQes4pGJCfblmpj+CJRJQd1JFXBcTgGC8n8uSEnj3ivQ38
zJM0cEez+fJrHTybdHK6HKTiG1/OihNipI1HMvv5HIbi5obfS3Xy6UlclRpciuNL
KMypTAIP6AYg+LLSG6hpcFvVOKw1E5F8BYOFlJaNhxIgXJTYTfEA2gjWwK1cW+zG
RrJad/aRbboJ7chb5FwRWuCJSyLk5ugK5FtoJYGLJHv3p2bbQoQqUi6N/UyBR/mB
NbKQnpdiYX/rpztZVkllVJGXbZ1n/aryS58QJ1Bx9erHkB875lBSb5enjlE9RvJC
jDcibp2dp2Xyt7UMJ0GRzXpb4C2ZamwBmeOJLWXrvPXTCx2Wov+b+3VLBdaTQRct
YFbpJ6AEEg0pImVEPws0AQqpSmTGNjhNR12JtNz/zaUGwdzEKmznMkY+aIWStWL9
z8lVR5U367e45AGcVfS5VNwziGxMb4mf5Kspe8TP5Gn6hb8vYBwhEI+zetxMBQFK
Ic8o9U2SSIc34nYS0jnkDGwKGasgXF7GOhINxPIxXpq0RQWDp0faLDYlhfp50m7P
xPSny2fUfhP0uvojngC9k5Kpi7ShFjJAr3C2PcYc85RayOIogRp8H5DvCQjW0bIx
jOlCqmW9YKoomSmavd/yhXDP94PbugXrSUNUUO6W+uNfCDFjuLbn/LNTcuBe4Peq
DuiayIY0DMHJEPIgG5rlxZG6mBV/3MRfiqqDaKijO0xJ
-----END ENCRYPTED PRIVATE KEY-----
"""),
    dest="/opt/notifier-sync/signing.p8",
    mode="600",
    user="deploy",
)

systemd.service(
    name="Enable the notifier sync timer",
    service="notifier-sync.timer",
    running=True,
    enabled=True,
)