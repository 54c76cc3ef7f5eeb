package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SlackBotToken = "xoxb-not-a-real-token-this-will-not-work"
)
