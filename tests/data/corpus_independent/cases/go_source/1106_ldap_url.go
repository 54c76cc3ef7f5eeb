package config

const (
	BaseURL = "https://api.northwind-ops.net"
	LdapUrl = "ldaps://svc-bind:yIy420DBNmeBZHz2cZ-8@ldap.corp.northwind-ops.net:636/dc=corp,dc=northwind,dc=net"
)
