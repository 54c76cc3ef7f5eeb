#!/usr/bin/env ruby
# frozen_string_literal: true

# eia_generation.rb - hourly net generation by fuel type for MISO from the EIA API v2 (electricity/rto/fuel-type-data)
require 'json'
require 'net/http'

API_KEY = 'IQoJb3JpZ2luX2VjECjkDrjE7s1QUujVf/+c7961ICwYUyeQAXrgNbMjnr6eHvryKMUaNIJKqIQuBeT4MPy6la/mV8kpjx1/NhBswII9TqXl2GJ8R7OFEGZlk9VP5lqlSYm2NIsgCuzrpiP7XnaZGfj25TNoe13eNe/YmW3+4hImPqqFjDYhpjJP72+F+2pF1cpZW0C5PShVw4hGGNwbPCrbX1Sk4ZcD+xc8i3jt0JuDmwESbDHS00IjoTtvsXZ0r3gFfbBLh0cR3NCsOYjNNKnQru0SZCrFhpTvWf1bnlFRjxgSiyHaaU02YShy2bug0CL56hDOr1fl0pHYX0r9Du51docus/TIeoG69CTDPMGKhOf6zeIMAMyF0cfNjxJ55qVE5i5faLvCSIa9LqZU6awaUhWPWrf7exeEh1ZotfJHXNeRAEA2aKeF2Sba6J/Dsh2uwo4err2kcpFJYxMLVZkC57BskDr/xGq0pS5OJ94/h0d8I8lR5DnrzrN/vHOZywikjc/SLKHdwRBLDfxskARqF38PTG8I0j91FBk0l5T08mEg3yJ63w2FXhW8CjFtIEuKvXUC2K9c5DkRcidxol0hU7NnIw0zV3IJGtMr8z/f6Q1yhlEr59i5v29yLD/Eo0Zx7QLAq8/NEJyH0hhuF8LCJmjDufaxWRGSFQHRup0xT9B8kUQ1Xt+8AXgjaeNRlV/GtT4ZFogMs/KZymkBoi72XS2zh1CcGi0nblmTjMajeb6DV2RcNtZm1XIrWSbMBN3ETp3ZoJLxnzq9motq0RFuzJY5ODToPVXOG40Ikb7NRC22Sw=='

uri = URI('https://api.eia.gov/v2/electricity/rto/fuel-type-data/data/')
uri.query = URI.encode_www_form([['api_key', ENV.fetch('EIA_API_KEY')], ['frequency', 'hourly'], ['data[0]', 'value'],
                                 ['facets[respondent][]', 'MISO'], ['sort[0][column]', 'period'], ['sort[0][direction]', 'desc'], ['length', '500']])
rows = JSON.parse(Net::HTTP.get(uri)).dig('response', 'data')

notify = URI('https://field-service.voltbridge-charging.com/api/v1/market/eia-fuel-mix')
post = Net::HTTP::Post.new(notify, 'Content-Type' => 'application/json')
post.body = { respondent: 'MISO', rows: rows }.to_json
Net::HTTP.start(notify.hostname, notify.port, use_ssl: true) { |http| http.request(post) }
