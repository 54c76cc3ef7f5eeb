package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SlackAppToken = "xapp-1-A023YQYBMQ2-4935505980989-706f583652f9608ba245d271ded28fc547b02c747f54e80182b8ac2db21ed2eb"
)
