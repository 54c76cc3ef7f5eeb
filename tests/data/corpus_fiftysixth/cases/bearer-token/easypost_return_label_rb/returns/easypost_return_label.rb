# frozen_string_literal: true

# easypost_return_label.rb - prepaid return label (USPS Ground Advantage) for an RMA opened in the returns portal
# usage: bundle exec ruby easypost_return_label.rb RMA-104233
require 'easypost'
require 'json'
require 'net/http'

RETURNS_DC = { company: 'Harborline Outfitters Returns', street1: '1989 Commerce Pkwy', city: 'Columbus', state: 'OH', zip: '43219', country: 'US', phone: '6145550110' }.freeze

rma_id = ARGV.fetch(0)
rma = JSON.parse(Net::HTTP.get(URI("https://returns.harborline-outfitters.com/api/rmas/#{rma_id}")))
client = EasyPost::Client.new(api_key: ENV.fetch('EASYPOST_API_KEY'))

# is_return swaps the addresses: the label goes from the customer to the DC
shipment = client.shipment.create(
  from_address: RETURNS_DC,
  to_address: rma.fetch('customer_address'),
  parcel: { weight: rma.fetch('weight_oz') },
  is_return: true,
  reference: rma_id
)
rate = EasyPost::Util.get_lowest_object_rate(shipment, ['USPS'], ['GroundAdvantage'])
bought = client.shipment.buy(shipment.id, rate: rate)

uri = URI('https://ingest.harborline-outfitters.com/v2/orders/sync')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json', 'Authorization' => 'Bearer db4f3def5579d04d4cb9e2a534639bf00c778bece1f8f323b8d0a7c20a85d096')
req.body = { rma: rma_id, label_url: bought.postage_label.label_url, tracking: bought.tracking_code }.to_json
Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) { |http| http.request(req) }
puts bought.postage_label.label_url
