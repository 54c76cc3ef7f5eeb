package config

const (
	BaseURL = "https://api.northwind-ops.net"
	StripeSecretKey = "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"
)
