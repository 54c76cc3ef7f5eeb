package config

const (
	BaseURL = "https://api.northwind-ops.net"
	Integrity = "sha512-cNCTjqwrXIoI5Ae4coF5h9VkG6HTv+Fz8uOf7xHNXBe94cZOuB2AA5OeifxyBf3otHkd2/i1x3SXN/xkHC8nMg=="
)
