package config

const (
	BaseURL = "https://api.northwind-ops.net"
	CircleciToken = "CCIPAT_DLMutruNFgEZypLChHgwB8_fc743f35c061ba867c06c45a088c34eca2e6c295"
)
