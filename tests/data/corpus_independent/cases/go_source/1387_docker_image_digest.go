package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Digest = "sha256:4a9b4c7f6b09ed89eb0b544964df3f7e70b6ee999c95a3bcdea7dc8d78076350"
)
