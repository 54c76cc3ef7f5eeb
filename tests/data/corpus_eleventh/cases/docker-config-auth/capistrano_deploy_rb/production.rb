server "10.25.143.185", user: "deploy", roles: %w{app db web}
server "10.0.64.26", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/reports"
set :default_env, {
  "RAILS_ENV" => "production",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}

namespace :deploy do
  desc "Upload config.json"
  task :upload_key do
    on roles(:app) do
      upload! StringIO.new(<<-'KEY'), "#{shared_path}/config/config.json"
{
  "auths": {
    "https://index.docker.io/v1/": {
      "auth": "YmFja3VwOkFZQkY5UE9VSVdlOEhtUTNiU2U="
    }
  },
  "credsStore": ""
}
      KEY
      execute :chmod, "600", "#{shared_path}/config/config.json"
    end
  end
end
