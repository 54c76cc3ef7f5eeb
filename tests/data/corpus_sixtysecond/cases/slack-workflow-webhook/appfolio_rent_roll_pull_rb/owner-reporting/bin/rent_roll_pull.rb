# rent_roll_pull.rb - pulls the AppFolio rent roll and delinquency reports (Reports API v2) for the owner statements
require 'json'
require 'net/http'

SLACK_TRIGGER_URL = ENV.fetch('SLACK_WORKFLOW_WEBHOOK')

DB = 'riverstone'

def report(name, body)
  uri = URI("https://#{DB}.appfolio.com/api/v2/reports/#{name}.json")
  req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
  req.basic_auth(ENV.fetch('APPFOLIO_CLIENT_ID'), File.read('/run/secrets/appfolio_client_secret').strip)
  req.body = body.to_json
  JSON.parse(Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }.body)['results']
end

as_of = (ARGV[0] || Date.today.to_s)
rows = report('rent_roll', { properties: { properties_ids: [] }, as_of_date: as_of })
late = report('delinquency', { occurred_on_to: as_of, tenant_statuses: ['0', '4'] })
uri = URI('https://integrations.riverstone-properties.com/api/v1/owner-statements/inputs')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { as_of: as_of, units: rows.size, delinquent: late.size }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
