package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ClientId = "964145416397-gdna2c6xxyqui7v47areuuhtdv6fdqbx.apps.googleusercontent.com"
	ClientSecret = "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"
)
