package config

const (
	BaseURL = "https://api.northwind-ops.net"
	DigitaloceanToken = "dop_v1_4583f02fe68906f5a0af4f7850826caed779b0714e73c17829c1fe9984eebe09"
)
