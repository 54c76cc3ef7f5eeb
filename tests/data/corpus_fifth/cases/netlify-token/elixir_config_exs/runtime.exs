import Config

config :storefront, Storefront.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :storefront, Storefront.Integrations,
  netlify_site_id: "e69dbfdd-d54e-40b5-bef9-a14a86e8b94e",
  timeout: 15_000

config :logger, level: :info
