package config

import (
	"os"
	"time"
)

// Defaults used when the env is empty.
const (
	defaultTimeout = 30 * time.Second
	defaultBaseURL = "https://api.linode.com"
	defaultArtifactSha256 = "af4acfbe575f254dd7e7273363af80016c6e4695231ce3d84b80410bc6cd99d3"
)

func Get(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
