package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AmqpUrl = "amqp://orders:KqEbvZpo5VyseVlmPs-Z@rabbitmq.internal:5672/orders"
)
