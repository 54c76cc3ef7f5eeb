# frozen_string_literal: true

Rails.application.configure do
  config.x.sendinblue_api_key = ENV.fetch("SENDINBLUE_API_KEY", "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")
end
