package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 10 * time.Second
	defaultBaseURL = "https://api.planetscale.com"
	defaultPlanetscaleOauthToken = "pscale_oauth_2FTDt3rigipCm5DfeF0wDU3nZ26XSWO1E0k_yrM5WBf"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
