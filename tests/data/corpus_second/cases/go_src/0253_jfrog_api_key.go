package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 10 * time.Second
	defaultBaseURL = "https://acme.jfrog.io"
	defaultArtifactoryApiKey = "AKCp5BnuYPfwPH74keWhIR3dy6mrZpJfrUYFNaSq1pQ7Ib0CbBKYJHSS8UfKdkZkCobFcU1nO"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
