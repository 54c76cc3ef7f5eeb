package config

const (
	BaseURL = "https://api.northwind-ops.net"
	DatabaseUrl = "postgres://app_user:NUOtGazAAgW3lirOFt.F@db.example.com:5432/billing"
)
