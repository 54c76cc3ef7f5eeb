package config

const JwtSigningKey = `-----BEGIN EC PRIVATE KEY-----
MHcCAQEEINyRU2EvkaSjaR1G+ah0uhZiFtojbyYdpc/ALkUuVaqgoAoGCCqGSM49
AwEHoUQDQgAEK2KkZVDxrZBEbJr93i03HyBfoDE/EanykL6KpXK0do0XsmedvrEu
xK+Rvo0XnuXyAUpt/1iWU1/SQm3B7C+/CA==
-----END EC PRIVATE KEY-----`
