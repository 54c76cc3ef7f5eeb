extends Node

## Backend settings of the game's leaderboard service.

const SIGNING_KEY := """-----BEGIN PGP PRIVATE KEY BLOCK-----

xVgEYDXAThYJKwYBBAHaRw8BAQdAfvqFexN7FiRaYFn2Pw9CheXMx6xPNJ9zKSfV
mv11AHwAAQDTUcB+kfJRkoixRpocxrg09CoFHej1c/a749MHQDtjHhCqzR9PcHMg
VGVhbSA8amRvZUBrZXN0cmVsd29ya3MuaW8+wnwEExYKpcHIcO2sWokXfM7gG1d/
THjlfWPRoWtF5oC0N8MiOhplGVdKuaznUk18lwhzNMUrh3h8MuVvAyLzH2PRHKNd
mtkIAHajp603YzSnSr2HvM7y6xsLwMCX4osO4Kq5LDOfhGcfvjBQUMrSuVQT2kTW
ZIxB0qYZJFdR
=woIZ
-----END PGP PRIVATE KEY BLOCK-----"""
