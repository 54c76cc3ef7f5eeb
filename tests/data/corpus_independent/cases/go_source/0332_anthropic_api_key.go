package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AnthropicApiKey = "sk-ant-api03-AYJDvI_dRKFYVUwDaqFp8c0Mh7OQmNKptt_xDNn7_WZzK98yPTnaIthDSbg-nj2Gi0jgoFyk0C4D3fPFx-D61J_RmKTWNAA"
)
