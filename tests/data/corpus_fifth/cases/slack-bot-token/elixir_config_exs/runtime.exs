import Config

config :courier, Courier.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :courier, Courier.Integrations,
  bot_user_oauth_token: "xoxb-163214664271-6812231795650-XOpDYt8wFFBDIXK5tCxAV9FL",
  timeout: 15_000

config :logger, level: :info
