package config

const (
	BaseURL = "https://api.northwind-ops.net"
	NpmToken = "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"
)
