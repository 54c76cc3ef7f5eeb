package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://api.tavily.com"
	defaultTavilyApiKey = "$TAVILY_API_KEY"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
