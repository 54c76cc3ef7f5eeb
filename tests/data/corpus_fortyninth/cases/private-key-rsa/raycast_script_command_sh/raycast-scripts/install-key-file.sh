#!/bin/bash

# Required parameters:
# @raycast.schemaVersion 1
# @raycast.title Install key file
# @raycast.mode compact

# Optional parameters:
# @raycast.icon 🛠
# @raycast.packageName Ops

# Documentation:
# @raycast.description Install key file for mobile-backend
# @raycast.author asato

set -euo pipefail

cat > /tmp/id_rsa <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIEpgIBAAKCAQEAjLnSyiKHR5dn1FpgNGbRczt2R7+jd7BAaZ8SavRdJHtWveuP
7HUScVLg5QIIibyoIZ+KYWY0VKunIQV2MKMDQhoSl3Ju4oYxhxlaI0XLHzfQ3zrd
ePKqW8POhMiKq/vhA3l8c3yhdkCeFvCiSrYrH7fJiBrjlHaQboIDMV4TDHg+FdSw
X+/IXEwO1FM81w8viKpereHOuLfV6z1bs7lMOLvJcuNZfM69FZkQCnFmHcs9VobU
EUI2tx9O5tnc+3GC+AUd39p+26io0h915zZgvUGzl+XcrNx+QOQt50AkOsuLwOJj
pyotJCgmM1aOqeWcVW9X5DPRUomFo62ynzGJVAIDAQABAoIBAQCOhwhSNfsrVoNU
HRQeRHGhNDlg7H/dRYaIFjnbJr4K/oBKBOAC0sEB9uhf6lBkFpFXpfAxAVnx37oK
YI4fnBMMJEGXEjlsHd3X/8gM+SQ3H+JXLFSUIxecLmERBtlxgjLF6K5gRI66igY4
C7j5zJ1rHsmzmTmJNFWoF3yZ03nSnvBiPs/GoqmWdt7oi90EjVk9YU1eTlENoZc/
l/ZueGp9yVDuRBU6xbyjGY06sZMcZoW0MGhrBg67ZhBcJYn8zeFfta/s0Fjr5EO5
MY+ZAz+Hmgi5FBZnN4JrKkeQAQcjrHqr96zTO3QgkmQZFsN185WyN9mzTNXFVdRP
VbdF+0tWAoGBANWuxldGJ/uqgCvP7KSqDpenWF5KNN46yoEbBI0k+IBqvfwP09pD
Ppj/7tIaM+Ia+mV6PxGW6/CeX7XrlKqxb1TPIoM3jJ4jOGeC18/8JLs6Q0SBl4QY
BmK7BgXPpfTjQydrC/ayewkpaD6H7mVlQYkNh6nsOfw2y/9VttS8cm2dAoGBANUR
PmQkE88rwth7XmkcIh2xqlvlQRcLluB5HRxCYkQZSoyFktzduhd4zsfc6UhKCu0u
bvtQfsaDVJjM9fQgkeXOlvcvHZqr4ErdFoS7gpecXIgGQaoJ2BqKR3Trm8urMfnK
tBjlMFHKiNkrvWPrXGpyOIOagbqdGzrqf0JcFtwEAoGBAPbxsHrcJ2xk+tEmLQVj
+hFqejA6BC6nI66rbRrshHTzXxLy5F8Jy+/tWzwDDVV0kq9fHC2ptU4kMcUL4JaZ
/4t9jtde+uw4z2yNTroXHWVTZ7UjB0o+N1ul1RTlLCn/LewVKf0SoUWCgAd7LOmV
ccXyhKwv/B0AH9XUGSPB+hIVAoGBALyi+x8akIu1nhWqBTefL+q8LjBXG2fRKRWD
TcSeokOHupMoxTK4mFZjP1Oxih2hAADOUbxO1O3Ht0c4nOgAwhvauq8HO6cGfZ4P
i95+OLfXly7xgpjTp77FkBX+rpDkpq7VC5x0q+malIWdQcmBc3F8xQVPSlqrXV92
G/KjKv+vAoGBAILPlZVYvD0C/JwkbQlwuPba9Qs4yR3H4HeB3FygzYRcPqQ92i7r
BeGKYqVqWRnKzBuYc/AC/oDpePMZeb5aoaO+Ix/lVPrWgIGNE3/LJgYcj/xGwaE3
RmIbxxURgknXQKpKlBguIrAsw9+eVIcIZ/grpU3FxEe1IeJAF/QciDIx
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_rsa
echo "done"
