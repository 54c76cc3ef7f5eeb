import Config

config :courier, Courier.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :courier, Courier.Integrations,
  mc_api_key: "0e62a96d2b1414575522316ae7cacc5c-us9",
  timeout: 15_000

config :logger, level: :info
