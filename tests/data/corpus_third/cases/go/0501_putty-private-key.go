package config

import "os"

const deployPpk = `PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-20250583
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIE6CYhGRNGVE4WZ78r7ZhbgpR429OyUfuMqpGtoS
W/gu
Private-Lines: 1
AAAAIP3OQvV0eAbK7K+caEqfPDwb9VUtz4FRRldGIc/pzcMs
Private-MAC: 0d2efda725188947dcb828d89b4dc33e6135cff524c43bef3978e5a7003b82d8`

func init() { _ = os.Getenv("HOME") }
