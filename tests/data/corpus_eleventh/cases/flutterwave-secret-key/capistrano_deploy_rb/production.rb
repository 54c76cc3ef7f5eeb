server "10.12.88.168", user: "deploy", roles: %w{app db web}
server "10.0.224.102", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/ingest"
set :default_env, {
  "RAILS_ENV" => "production",
  "FLUTTERWAVE_PUBLIC_KEY" => "FLWPUBK-15e2fd97be5c253baf43281b9a508bc5-X",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
