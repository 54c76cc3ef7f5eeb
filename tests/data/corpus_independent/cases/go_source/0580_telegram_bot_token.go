package config

const (
	BaseURL = "https://api.northwind-ops.net"
	TelegramBotToken = "8411978719:AACI2Vkztzd3-wgKN1JStDR5K-TODY84OGG"
)
