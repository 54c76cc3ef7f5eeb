package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SmtpUrl = "smtp://postmaster%40northwind-ops.net:1ICvzNkZS89MQuTgpA_f@smtp.mailhost.northwind-ops.net:587"
)
