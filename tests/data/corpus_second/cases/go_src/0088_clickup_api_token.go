package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://api.clickup.com"
	defaultClickupApiToken = "pk_64472867_GX7KYTA6AG4J3EFC25M0QJFSJS1G4XJB"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
