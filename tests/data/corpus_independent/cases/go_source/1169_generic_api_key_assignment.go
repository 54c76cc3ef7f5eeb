package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ApiKey = "TS0TfjWK6Qox1JuLvsupFuaePOUO6K7d"
)
