package config

const (
	BaseURL = "https://api.northwind-ops.net"
	VaultToken = "hvs.CAESIbPelm8M4vjdReySFHQMH78HF3nAqFLeItteT3_jKbdnDURyDEKYOG8N4jib8LIdAjSY4-f5YJ2Quz4dMZ2Qjl9"
)
