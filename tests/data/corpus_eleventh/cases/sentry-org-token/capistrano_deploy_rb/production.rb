server "10.30.46.107", user: "deploy", roles: %w{app db web}
server "10.15.121.172", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/ingest"
set :default_env, {
  "RAILS_ENV" => "production",
  "SENTRY_AUTH_TOKEN" => "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",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
