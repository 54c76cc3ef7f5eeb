package config

const (
	BaseURL = "https://api.northwind-ops.net"
	GitCredentials = "https://deploy-bot:1is9783RmMmZHe4AwD_3@git.northwind-ops.net"
)
