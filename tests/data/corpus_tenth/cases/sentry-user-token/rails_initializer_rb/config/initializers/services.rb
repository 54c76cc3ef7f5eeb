# frozen_string_literal: true

Rails.application.configure do
  config.x.sentry_auth_token = ENV.fetch("SENTRY_AUTH_TOKEN", "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")
end