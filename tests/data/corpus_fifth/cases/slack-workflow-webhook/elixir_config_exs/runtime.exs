import Config

config :courier, Courier.Repo,
  pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
  ssl: true

config :courier, Courier.Integrations,
  slack_trigger_url: "https://hooks.slack.com/workflows/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",
  timeout: 15_000

config :logger, level: :info
