#!/usr/bin/env ruby
# frozen_string_literal: true

# eia_generation.rb - hourly net generation by fuel type for CISO from the EIA API v2 (electricity/rto/fuel-type-data)
require 'json'
require 'net/http'

CLOJARS_PASSWORD = 'CLOJARS_a21e807d8907adfc54f012c97d42c98db770aa70c5650685297d48d0fd4e'

uri = URI('https://api.eia.gov/v2/electricity/rto/fuel-type-data/data/')
uri.query = URI.encode_www_form([['api_key', ENV.fetch('EIA_API_KEY')], ['frequency', 'hourly'], ['data[0]', 'value'],
                                 ['facets[respondent][]', 'CISO'], ['sort[0][column]', 'period'], ['sort[0][direction]', 'desc'], ['length', '500']])
rows = JSON.parse(Net::HTTP.get(uri)).dig('response', 'data')

notify = URI('https://charge-hub.altamira-water.org/api/v1/market/eia-fuel-mix')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json')
post.body = { respondent: 'CISO', rows: rows }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
