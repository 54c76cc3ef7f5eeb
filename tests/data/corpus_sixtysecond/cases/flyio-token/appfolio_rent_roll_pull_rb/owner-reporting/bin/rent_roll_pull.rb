# rent_roll_pull.rb - pulls the AppFolio rent roll and delinquency reports (Reports API v2) for the owner statements
require 'json'
require 'net/http'

FLY_TOKEN = 'fm2_I6o+KuF94TLYRHzT9xRUG3ztpMFSrMRkmAUZvIBxX6szOn/vZlYh8vbhxJC1Kr1f+WMh7yzYarV+W/01v8vi2cI4DRsw9MViG2n34zo7egKl/X0NHr3XDv++ob6MrKZ25GT+BTe02iAzZ2Ey/CIVs9zuqalHj3U+OKTUuj04MJ9JFsCCTE52zqTIWzc1QWPGYtweZdUok3nhKNGVFBf8WHaWTInuNEA8o12WJ+HITnDdh5GE'

DB = 'halloway'

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
uri = URI('https://hub.halloway-construction.com/api/v1/owner-statements/inputs')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { as_of: as_of, units: rows.size, delinquent: late.size }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
