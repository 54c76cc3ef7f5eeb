module Config exposing (sshPrivateKey)


sshPrivateKey : String
sshPrivateKey =
    """-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTptqqW6oZWV7Bry7
TscGxvCU/oOEQ94VWWRVjJwgtqahRANCAASlw1ydaO5GlSP4HVmrvjaZ1Zj2CZ9d
hChlWiVZHOlEQ+tYpmw5msAmi0Ag0SMssFixGY609gGSNGhVRW4WWuQ2
-----END PRIVATE KEY-----"""
