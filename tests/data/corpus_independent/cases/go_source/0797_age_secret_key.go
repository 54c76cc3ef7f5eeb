package config

const (
	BaseURL = "https://api.northwind-ops.net"
	SopsAgeKey = "AGE-SECRET-KEY-1988UQC6P76VCND4JUARYNJPSN7NA05RLSTVGLJ90CSE5KT9G0ZKERDKNV6"
)
