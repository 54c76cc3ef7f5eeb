package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 10 * time.Second
	defaultBaseURL = "https://sonarcloud.io"
	defaultSonarToken = "e220f1c237b77301885292a2ad497afc97f6c958"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
