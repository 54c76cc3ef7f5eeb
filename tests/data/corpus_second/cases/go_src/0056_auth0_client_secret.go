package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 10 * time.Second
	defaultBaseURL = "https://acme.us.auth0.com"
	defaultAuth0ClientSecret = "mvADdRb1YnuMNafxrI2KcmQujlxZ7Xnzl0NJq6djugmVFb9inQlfvB37BKqyJu6p"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
