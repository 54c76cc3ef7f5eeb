server "10.23.189.200", user: "deploy", roles: %w{app db web}
server "10.19.156.37", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/billing"
set :default_env, {
  "RAILS_ENV" => "production",
  "TAVILY_KEY" => "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",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
