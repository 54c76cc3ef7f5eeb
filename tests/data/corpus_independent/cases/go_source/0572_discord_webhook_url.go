package config

const (
	BaseURL = "https://api.northwind-ops.net"
	DiscordWebhookUrl = "https://discord.com/api/webhooks/6345420140014648718/pA2dEKzfUULlM4POO0V5YiDh0k1WBR9oiW-59ARCH7vgDZXOFIUzNOJ-IHgwI_-xSsG5"
)
