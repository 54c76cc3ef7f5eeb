package config

const (
	BaseURL = "https://api.northwind-ops.net"
	DopplerToken = "dp.pt.GaEmnfAs0GEXAbjXf95hjJ6yyyVwmiiW9Fg8hK3Upyk"
)
