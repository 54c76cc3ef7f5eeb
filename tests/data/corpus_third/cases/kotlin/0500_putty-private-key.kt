package com.example.mobile

object BuildSecrets {
    const val DEPLOY_PPK = """PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-20250199
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIE9F8Ih0Y6nuhNYsVHWO0RJhL0BRK4i54WHX1WHa
rdiC
Private-Lines: 1
AAAAIDZ1RpFtaAbSksym0J1P80ir0rscAxOgs/TQsMVbVtYO
Private-MAC: 5a1d747ddb01dcbc4327a5855b35d5745f21d85270bad3500ebe2c896e80663c"""
}
