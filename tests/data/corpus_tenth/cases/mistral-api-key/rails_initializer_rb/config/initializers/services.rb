# frozen_string_literal: true

Rails.application.configure do
  config.x.mistralapikey = ENV.fetch("MISTRALAPIKEY", "0D8R0U")
end
