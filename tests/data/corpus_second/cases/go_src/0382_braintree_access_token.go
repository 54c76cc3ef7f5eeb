package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://payments.braintree-api.com"
	defaultBraintreeAccessToken = "access_token$production$merchant_id$private_key"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
