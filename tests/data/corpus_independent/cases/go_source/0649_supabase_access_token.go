package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SupabaseAccessToken = "sbp_06a5095c5f4e832e1b97f5001373ef0f5f5e548e"
)
