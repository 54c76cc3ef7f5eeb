package config

const (
	BaseURL = "https://api.northwind-ops.net"
	FlyApiToken = "fo1_y_BvmyhjIq7uME8AKzFNxL3zHrVvEXh4rIeVH6lIBtH"
)
