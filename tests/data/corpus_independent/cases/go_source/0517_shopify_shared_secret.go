package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ShopifyApiSecret = "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"
)
