package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SlackBotToken = "xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX"
)
