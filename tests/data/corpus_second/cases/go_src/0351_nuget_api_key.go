package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://www.nuget.org"
	defaultNugetApiKey = "oy2xi6iwuw2ca1r6bnscg91h34qqwmlrmwb8bkxesas33o"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
