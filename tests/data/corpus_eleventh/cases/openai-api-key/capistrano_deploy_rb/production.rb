server "10.3.66.222", user: "deploy", roles: %w{app db web}
server "10.1.59.13", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/reports"
set :default_env, {
  "RAILS_ENV" => "production",
  "OPENAI_KEY" => "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",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
