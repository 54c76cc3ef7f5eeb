# rent_roll_pull.rb - pulls the AppFolio rent roll and delinquency reports (Reports API v2) for the owner statements
require 'json'
require 'net/http'

JIRA_EMAIL = 'backup@kestrelworks.io'
JIRA_TOKEN = 'ATATT3xFfGF0buNySDz9PIuV5W6_1uOa5L_5_LTCQctxWHdaHGGqxdIOc3uvkZCsVjCM_-WNexcyDpdcf0Ou8Sn9f0xct92WJYldvzVmiR_7xw3YF4OAFDJMUU86oJ-NHlHLkaC6vRQX8Kd-XMFhC9MHhsLVSMwm1JAU6bT8VOECJnIqarDyvob=47FC5970'

DB = 'copperline'

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
uri = URI('https://gateway.copperline-gc.com/api/v1/owner-statements/inputs')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { as_of: as_of, units: rows.size, delinquent: late.size }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
