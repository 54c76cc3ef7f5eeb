server "10.13.185.22", user: "deploy", roles: %w{app db web}
server "10.24.20.16", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/reports"
set :default_env, {
  "RAILS_ENV" => "production",
  "FLY_ACCESS_TOKEN" => "FlyV1 fm2_ZTCe0sRhd2piPsGd3u3MTQY5WpixMz3mOpmoCq6AMqisOrPQs6yBKh/bPWgcTa3mqdHkF3RNAH1ayjPLBcPuwkcxQyHSRy5DrXcRn9rBFnrhFyGde0bC10WlLrLn1StTcjDJsyrilXkGvnAxYXuFPRF5QS3DcjfYpdSxvx6Qc0ysHP1Zt3a/jDbz+RzdBD3iLGTGrk27ZXNkDVyW8Th9vJKKhXppSLiob3kfNFPuKyHSF2r+",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
