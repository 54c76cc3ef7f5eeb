server "10.25.195.138", user: "deploy", roles: %w{app db web}
server "10.7.133.194", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/notifier"
set :default_env, {
  "RAILS_ENV" => "production",
  "AIRTABLE_TOKEN" => "patrKonH3BEEScdFR.c3b5882588aa02937c307635300d147164adc7c870e1ba64cb1adf8dbdd396cd",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}