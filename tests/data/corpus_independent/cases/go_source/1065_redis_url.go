package config

const (
	BaseURL = "https://api.northwind-ops.net"
	RedisUrl = "rediss://default:3MSzf0NwTSo9Qbxp0A.0@cache.northwind-ops.net:6380/0"
)
