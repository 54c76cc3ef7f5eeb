package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Site = "datadoghq.eu"
	DdAppKey = "d9cd968772472bbd0f24cdd810bff89e64158929"
)
