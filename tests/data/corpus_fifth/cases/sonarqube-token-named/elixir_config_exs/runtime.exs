import Config

config :storefront, Storefront.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :storefront, Storefront.Integrations,
  sonar_token: "782b5d9278fd7e54e96912378947d0b70a644534",
  timeout: 15_000

config :logger, level: :info
