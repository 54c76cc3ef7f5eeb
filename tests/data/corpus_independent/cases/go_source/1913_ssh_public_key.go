package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SshPublicKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJEosiKp6WIMXo5vX1/1OBI/FOR1/aCJRr+uYdqpw9HN deploy@build-7"
)
