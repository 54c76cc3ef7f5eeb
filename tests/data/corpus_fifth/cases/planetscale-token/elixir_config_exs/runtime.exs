import Config

config :courier, Courier.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :courier, Courier.Integrations,
  planetscale_service_token_id: "jg47r1g4j1tq",
  timeout: 15_000

config :logger, level: :info
