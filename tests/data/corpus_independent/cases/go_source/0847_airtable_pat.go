package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AirtableToken = "patXv2eZ59sY44JEc.6328a750f42e22e33bd45c8028a534e1e5f78631d3312c7af65338c64714343e"
)
