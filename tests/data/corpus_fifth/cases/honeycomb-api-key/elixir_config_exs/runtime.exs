import Config

config :storefront, Storefront.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :storefront, Storefront.Integrations,
  honeycomb_dataset: "prod-api",
  timeout: 15_000

config :logger, level: :info
