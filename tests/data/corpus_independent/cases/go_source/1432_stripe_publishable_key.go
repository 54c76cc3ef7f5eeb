package config

const (
	BaseURL = "https://api.northwind-ops.net"
	StripePublishableKey = "pk_live_51yJ9f0xpuP3la1OBpc6paEr5T0JlMAKdf85ajyDnbuFgG18PyBcV1kyr4KyRS20VUpL22X6L8XRHTK4WVCLZuXD4kW3uro0rqY"
)
