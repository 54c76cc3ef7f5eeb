package config

const (
	BaseURL = "https://api.northwind-ops.net"
	MailchimpApiKey = "4241fa2481b99afe1d6456e5ed118598-us15"
)
