package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SlackBotToken = "xoxb-1234567890-1234567890123-abcdefghijklmnopqrstuvwx"
)
