# frozen_string_literal: true

Rails.application.configure do
  config.x.telegram_api_url = ENV.fetch("TELEGRAM_API_URL", "https://api.telegram.org/bot<token>/getMe")
end
