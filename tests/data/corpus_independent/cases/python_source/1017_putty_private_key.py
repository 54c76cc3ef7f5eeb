import os

PPK_KEY = """PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-20261130
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIAerCeFqaFj7fS7OaDpH+Gf7MqLrDCJtWv3n+JkJ
OvQr
Private-Lines: 1
AAAAIOA6PuTTkPtWv/8iLR8gTzx2HehJeWvy1MIYeupI/El+
Private-MAC: b44a5f29fc1aefc0ee2614210f39cfb9a05452574f59d52dce5697d14daaf160"""


def load():
    return PPK_KEY
