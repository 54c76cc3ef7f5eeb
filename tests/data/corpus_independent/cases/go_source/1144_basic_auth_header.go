package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Authorization = "Basic c3ZjLXJlcG9ydHM6clgyR1ZmSGlxVkFuVUxMWGd6X3Q="
)
