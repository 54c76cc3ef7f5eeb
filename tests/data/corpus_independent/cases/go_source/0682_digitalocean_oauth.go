package config

const (
	BaseURL = "https://api.northwind-ops.net"
	DoOauthToken = "doo_v1_a1133b6817281dc1c0a7cf7191ef79b8c431bb9130136563f52cec5a64b4b9fd"
)
