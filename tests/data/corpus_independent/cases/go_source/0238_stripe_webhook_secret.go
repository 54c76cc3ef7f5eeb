package config

const (
	BaseURL = "https://api.northwind-ops.net"
	StripeWebhookSecret = "whsec_msXhKDzsgbVhgMGRrSLs1QSDKckz11XT"
)
