# See https://docs.chef.io/workstation/config_rb/ for more information on knife configuration options

current_dir = File.dirname(__FILE__)
log_level                :info
log_location             STDOUT
node_name                'backup'
client_key               "#{current_dir}/priya.n.pem"
chef_server_url          'https://chef.acmecorp.io/organizations/acme'
cookbook_path            ["#{current_dir}/../cookbooks"]

knife[:honeycomb_api_key] = '00ac3354ee0a05bf223bfab2e59af90f'
knife[:aws_region]       = 'eu-west-1'
knife[:ssh_user]         = 'ubuntu'
