# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

CONNECTION_STRINGS__SQL = "Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=ledger;Persist Security Info=False;User ID=jdoe;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
