package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AwsSecretAccessKey = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
)
