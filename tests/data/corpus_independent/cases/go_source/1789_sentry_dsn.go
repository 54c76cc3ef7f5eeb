package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SentryDsn = "https://60e3193defe9f1b0eb06b4c0188d3608@o2374376.ingest.us.sentry.io/7294470"
)
