package config

const (
	BaseURL = "https://api.northwind-ops.net"
	TraceId = "19327f50705beb4075a5e39b13eda73a"
)
