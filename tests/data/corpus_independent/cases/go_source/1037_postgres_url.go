package config

const (
	BaseURL = "https://api.northwind-ops.net"
	DatabaseUrl = "postgres://app_user:OPNFEmVOJu0wRvV5WP_5@db.internal.northwind-ops.net:5432/billing?sslmode=require"
)
