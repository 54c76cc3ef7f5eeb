package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 10 * time.Second
	defaultBaseURL = "https://cvm.tencentcloudapi.com"
	defaultTencentcloudSecretId = "AKIDuhj1RfKqZohcVWFJuMlqUSvzLRj8R58K"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
