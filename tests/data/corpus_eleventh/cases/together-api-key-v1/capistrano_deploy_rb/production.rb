server "10.24.207.97", user: "deploy", roles: %w{app db web}
server "10.14.53.73", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/ingest"
set :default_env, {
  "RAILS_ENV" => "production",
  "TOGETHER_KEY" => "$(gcloud secrets versions access latest --secret=together_api_key_v1)",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
