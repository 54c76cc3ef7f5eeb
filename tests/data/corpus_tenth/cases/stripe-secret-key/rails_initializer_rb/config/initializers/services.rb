# frozen_string_literal: true

Rails.application.configure do
  config.x.stripe_secret_key = "sk_live_O7g9JW7wrJJCt2GDCIqVZ5sg"
end