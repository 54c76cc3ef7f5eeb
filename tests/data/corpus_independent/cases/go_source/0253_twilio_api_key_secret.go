package config

const (
	BaseURL = "https://api.northwind-ops.net"
	ApiKeySid = "SKe28b6241cb8a2b6f4b34cc2197b7aa58"
	TwilioApiSecret = "TYiwOfyodcFarfftRD0JTSFnhVyHb9mC"
)
