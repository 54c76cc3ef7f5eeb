package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://api.hetzner.cloud"
	defaultHcloudToken = "IT6c2AGHc3kzlIBjJxUKHFEqD7mRfoyEJoO1WCdopiILM5rGORxeOwnOWqIPV1gZ"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
