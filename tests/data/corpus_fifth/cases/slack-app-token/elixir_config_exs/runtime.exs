import Config

config :courier, Courier.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :courier, Courier.Integrations,
  slack_app_token: "xapp-1-AJGOZCNBC6X-8821728004320-e6f21397b74bdcef0bede7553679d04a13efe863fe0f31d0fe2d9114cdf89655",
  timeout: 15_000

config :logger, level: :info