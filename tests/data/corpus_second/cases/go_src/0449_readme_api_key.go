package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://dash.readme.com"
	defaultReadmeApiKey = "rdme_ivdku9b9y1nmkeua9gcchexa5qco3vmsovqzhex0zh2aaaad1taoohpxya0syfospcvqvk"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
