#!/usr/bin/env ruby
# frozen_string_literal: true

# eia_generation.rb - hourly net generation by fuel type for ERCO from the EIA API v2 (electricity/rto/fuel-type-data)
require 'json'
require 'net/http'

CEREBRAS_API_KEY = 'CiQAEoG5hNdAx2rp2W/cmLpbGYKI+DV02xrGjToXECeO7sOs9ikSRK1swCn8jCr+mV4s+I2DrNBrsXcy69AOQvovF7udIS7R4s5d379syawt4+ShTY11kEAQ77pQgo4+4n4jN7RdHgKEvV2s'

uri = URI('https://api.eia.gov/v2/electricity/rto/fuel-type-data/data/')
uri.query = URI.encode_www_form([['api_key', ENV.fetch('EIA_API_KEY')], ['frequency', 'hourly'], ['data[0]', 'value'],
                                 ['facets[respondent][]', 'ERCO'], ['sort[0][column]', 'period'], ['sort[0][direction]', 'desc'], ['length', '500']])
rows = JSON.parse(Net::HTTP.get(uri)).dig('response', 'data')

notify = URI('https://plant-telemetry.kestrel-renewables.com/api/v1/market/eia-fuel-mix')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json')
post.body = { respondent: 'ERCO', rows: rows }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
