# frozen_string_literal: true

Rails.application.configure do
  config.x.datadog_api_key = "pubf7902eb1d7618e34a6cebd446835984a"
end
