package config

const (
	BaseURL = "https://api.northwind-ops.net"
	CfOriginCaKey = "v1.0-1f009a80595a8dd8130b6daf-a4c3dd5a37064d321efd19caca5284bb7ab88065ba8373f842104fc6118d00802bd59693c2feb67d63a7eadc439184b317fc047160626a59665c2066135f2549495967d7b4168c6776"
)
