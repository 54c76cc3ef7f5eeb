package config

const (
	BaseURL = "https://api.northwind-ops.net"
	OktaApiToken = "00-C9Vb8-BiIQRFbIeGpgNPfw9ps-poa74a1XKIvwO"
)
