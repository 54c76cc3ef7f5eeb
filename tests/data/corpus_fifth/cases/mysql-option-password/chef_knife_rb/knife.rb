# See https://docs.chef.io/workstation/config_rb/ for more information on knife configuration options

current_dir = File.dirname(__FILE__)
log_level                :info
log_location             STDOUT
node_name                'priya.n'
client_key               "#{current_dir}/ci-bot.pem"
chef_server_url          'https://chef.acmecorp.io/organizations/acme'
cookbook_path            ["#{current_dir}/../cookbooks"]

# bootstrap material for the webhooks role
knife[:my_cnf] = <<-'KEY'
[client]
user=root
password=********
host=127.0.0.1

KEY
knife[:aws_region]       = 'eu-west-1'
knife[:ssh_user]         = 'ubuntu'
