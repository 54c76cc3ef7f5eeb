package config

const (
	BaseURL = "https://api.northwind-ops.net"
	StripeSecretKey = "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX"
)
