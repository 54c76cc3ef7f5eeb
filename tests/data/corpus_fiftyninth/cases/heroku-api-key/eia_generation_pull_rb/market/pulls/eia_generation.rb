#!/usr/bin/env ruby
# frozen_string_literal: true

# eia_generation.rb - hourly net generation by fuel type for PJM from the EIA API v2 (electricity/rto/fuel-type-data)
require 'json'
require 'net/http'

HEROKU_SLUG_COMMIT = '505f0fe4dcfb7612ff9e7b799baec3f0ac88190e'

uri = URI('https://api.eia.gov/v2/electricity/rto/fuel-type-data/data/')
uri.query = URI.encode_www_form([['api_key', ENV.fetch('EIA_API_KEY')], ['frequency', 'hourly'], ['data[0]', 'value'],
                                 ['facets[respondent][]', 'PJM'], ['sort[0][column]', 'period'], ['sort[0][direction]', 'desc'], ['length', '500']])
rows = JSON.parse(Net::HTTP.get(uri)).dig('response', 'data')

notify = URI('https://field-service.altamira-water.org/api/v1/market/eia-fuel-mix')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json')
post.body = { respondent: 'PJM', rows: rows }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
