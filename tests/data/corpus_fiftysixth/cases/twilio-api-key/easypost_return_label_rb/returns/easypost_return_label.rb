# frozen_string_literal: true

# easypost_return_label.rb - prepaid return label (USPS Ground Advantage) for an RMA opened in the returns portal
# usage: bundle exec ruby easypost_return_label.rb RMA-104233
require 'easypost'
require 'json'
require 'net/http'

TWILIO_API_KEY_SID = 'SK7d6a9aa5300eeafb10c1e30fe80e7895'

RETURNS_DC = { company: 'Harborline Outfitters Returns', street1: '1423 Commerce Pkwy', city: 'Columbus', state: 'OH', zip: '43219', country: 'US', phone: '6145550163' }.freeze

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

Net::HTTP.post(URI('https://integrations.harborline-outfitters.com/api/v1/rmas/labels'), { rma: rma_id, label_url: bought.postage_label.label_url, tracking: bought.tracking_code }.to_json,
               'Content-Type' => 'application/json')
puts bought.postage_label.label_url
