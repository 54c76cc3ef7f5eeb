#!/usr/bin/env ruby
# frozen_string_literal: true

# eia_generation.rb - hourly net generation by fuel type for SWPP from the EIA API v2 (electricity/rto/fuel-type-data)
require 'json'
require 'net/http'

uri = URI('https://api.eia.gov/v2/electricity/rto/fuel-type-data/data/')
uri.query = URI.encode_www_form([['api_key', ENV.fetch('EIA_API_KEY')], ['frequency', 'hourly'], ['data[0]', 'value'],
                                 ['facets[respondent][]', 'SWPP'], ['sort[0][column]', 'period'], ['sort[0][direction]', 'desc'], ['length', '500']])
rows = JSON.parse(Net::HTTP.get(uri)).dig('response', 'data')

notify = URI('https://splunk.northgrid-power.net:8088/services/collector/event')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json', 'Authorization' => 'Splunk d513808a-45ed-4595-b9a6-c5f2a1a950e2')
post.body = { respondent: 'SWPP', rows: rows }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
