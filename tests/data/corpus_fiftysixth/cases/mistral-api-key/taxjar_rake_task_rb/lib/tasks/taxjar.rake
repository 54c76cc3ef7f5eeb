# lib/tasks/taxjar.rake - keep the checkout's cached nexus regions in step with TaxJar, and report the day's orders
require 'taxjar'
require 'net/http'

MISTRAL_API_TOKEN = 'YQgbjgJj8FENJghSY8RANE7K4kIjXtsp'

namespace :taxjar do
  desc 'Refresh the cached nexus regions from TaxJar'
  task refresh_nexus: :environment do
    client = Taxjar::Client.new(api_key: Rails.application.credentials.dig(:taxjar, :api_key))
    regions = client.nexus_regions
    NexusRegion.transaction do
      NexusRegion.delete_all
      regions.each { |nr| NexusRegion.create!(country_code: nr.country_code, region_code: nr.region_code, region: nr.region) }
    end
    puts "#{regions.size} nexus regions"
  end

  desc 'Post the count of orders sent to TaxJar yesterday'
  task report: :environment do
    count = Spree::Order.complete.where(completed_at: Date.yesterday.all_day).count
    uri = URI('https://integrations.copperkettle-home.com/api/v1/tax/daily')
    req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
    req.body = { day: Date.yesterday.iso8601, orders: count }.to_json
    Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |http| http.request(req) }
  end
end
