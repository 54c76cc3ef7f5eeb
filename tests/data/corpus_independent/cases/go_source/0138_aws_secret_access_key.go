package config

const (
	BaseURL = "https://api.northwind-ops.net"
	AwsAccessKeyId = "AKIAB3ZEYKGQL43THLL4"
	AwsSecretAccessKey = "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"
)
