package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ShopifyAccessToken = "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"
)
