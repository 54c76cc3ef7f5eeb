# frozen_string_literal: true

Rails.application.configure do
  config.x.groq_key = ENV.fetch("GROQ_KEY", "************")
end
